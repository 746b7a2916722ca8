import { describe, expect, it } from "vitest";
import { repairLoggedBy, type RepairLogger } from "./repair-entry";

const staff: RepairLogger = {
  source: "staff",
  reporter_name: null,
  reporter_email: null,
  created_by_name: "Sam Staff",
  created_by_email: "sam@example.org",
};
const visitor: RepairLogger = { ...staff, source: "visitor", created_by_name: null, created_by_email: null };

describe("repairLoggedBy", () => {
  it("names the staff member (an account without a name by its address's local part, never the address), or says staff", () => {
    expect(repairLoggedBy(staff)).toBe("Sam Staff");
    expect(repairLoggedBy({ ...staff, created_by_name: null })).toBe("Sam");
    expect(repairLoggedBy({ ...staff, created_by_name: null, created_by_email: null })).toBe("staff");
  });

  it("says visitor report, with what the visitor gave", () => {
    expect(repairLoggedBy(visitor)).toBe("visitor report");
    expect(repairLoggedBy({ ...visitor, reporter_name: "Ann" })).toBe("visitor report: Ann");
    expect(repairLoggedBy({ ...visitor, reporter_email: "ann@example.com" })).toBe("visitor report: ann@example.com");
    expect(repairLoggedBy({ ...visitor, reporter_name: "Ann", reporter_email: "ann@example.com" })).toBe(
      "visitor report: Ann, ann@example.com",
    );
  });
});
