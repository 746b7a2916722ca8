import { describe, expect, it } from "vitest";
import { displayNameField } from "./display-name.schema";
import { nameFromEmail, staffName } from "./staff-name";

describe("a staff member's display name", () => {
  it("is the account's name, trimmed", () => {
    expect(staffName("  Ana Lima ", "ana@museum.test")).toBe("Ana Lima");
  });

  it("without a name, is the address's local part as words, never the address", () => {
    expect(staffName(null, "jo.smith@museum.test")).toBe("Jo Smith");
    expect(staffName("  ", "mary-kate_o.neil+floor@museum.test")).toBe("Mary Kate O Neil");
    expect(nameFromEmail("tech7@museum.test")).toBe("Tech7");
    expect(nameFromEmail("...@museum.test")).toBe("Staff member");
    expect(nameFromEmail(`${"a".repeat(70)}@museum.test`)).toHaveLength(60);
  });

  it("names nobody when the row joins no account: 'staff', or what the screen asks for", () => {
    expect(staffName(null, null)).toBe("staff");
    expect(staffName(null, undefined, null)).toBeNull();
    expect(staffName(null, null, "account #4")).toBe("account #4");
  });

  it("is typed as one line of 1 to 60 characters", () => {
    expect(displayNameField.parse("  Jo\r\nSmith ")).toBe("Jo Smith");
    expect(displayNameField.safeParse(" ").error?.issues[0].message).toBe("Please enter a name");
    expect(displayNameField.safeParse("x".repeat(61)).error?.issues[0].message).toBe(
      "Name must be 60 characters or fewer",
    );
  });
});
