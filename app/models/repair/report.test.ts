import { describe, expect, it } from "vitest";
import { parseGameId, REPORT_COMMENT_REQUIRED } from "./report";
import { ReportSchema } from "./report.schema";

describe("issue report form", () => {
  it("trims the description (required) and makes empty reporter fields null", () => {
    expect(ReportSchema.parse({ comment: "  Coin jam ", reporterName: " ", reporterEmail: "" })).toEqual({
      comment: "Coin jam",
      reporterName: null,
      reporterEmail: null,
    });
    expect(
      ReportSchema.safeParse({ comment: " \n ", reporterName: "", reporterEmail: "" }).error?.issues[0]?.message,
    ).toBe(REPORT_COMMENT_REQUIRED);
  });
  it("checks the e-mail only when one is given", () => {
    expect(
      ReportSchema.parse({ comment: "x", reporterName: "Sam", reporterEmail: " sam@example.com " }).reporterEmail,
    ).toBe("sam@example.com");
    expect(
      ReportSchema.safeParse({ comment: "x", reporterName: "", reporterEmail: "sam@" }).error?.issues[0]?.message,
    ).toBe("Please enter a valid email address");
  });
  it("reads gameId as a positive integer only", () => {
    expect(["12", " 12 ", "0", "-1", "1.5", "abc", "", null, "99999999999"].map(parseGameId)).toEqual([
      12,
      12,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});
