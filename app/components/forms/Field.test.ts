import { describe, expect, it } from "vitest";
import { describedBy, fieldProps } from "./Field";

describe("a field's aria-describedby", () => {
  it("names the hint first, then the message, and nothing when there is neither", () => {
    expect(describedBy("f", "email", {}, true)).toBe("f-email-hint");
    expect(describedBy("f", "email", { email: "Required" }, true)).toBe("f-email-hint f-email-error");
    expect(describedBy("f", "email", { email: "Required" })).toBe("f-email-error");
    expect(describedBy("f", "email", { other: "Required" })).toBeUndefined();
  });

  it("takes the ids of what already describes the field as its hint", () => {
    expect(describedBy("f", "password", { password: "Too short" }, "f-rules")).toBe("f-rules f-password-error");
    expect(describedBy("", "password", { password: "Too short" }, "status rules")).toBe("status rules password-error");
    expect(describedBy("f", "password", {}, false)).toBeUndefined();
  });

  it("fieldProps wires it with the id, name and aria-invalid of the same field", () => {
    const props = fieldProps("account", "newEmail", { newEmail: "Invalid" }, () => {}, "account-status");
    expect(props).toMatchObject({
      id: "account-newEmail",
      name: "newEmail",
      "aria-invalid": true,
      "aria-describedby": "account-status account-newEmail-error",
    });
  });
});
