import { describe, expect, it } from "vitest";
import { EMPTY_CURRENT_PASSWORD_MESSAGE } from "./password-change.schema";
import { PASSWORD_RULES, PASSWORD_TOO_LONG_MESSAGE } from "./password-rules";
import {
  CONFIRM_SELF_MESSAGE,
  ENTER_PASSWORD_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  ROLE_MESSAGE,
  SELECT_EMAIL_MESSAGE,
  staffAccountSchema,
  staffAccountValues,
  staffFieldErrors,
} from "./staff-account.schema";

const schema = staffAccountSchema("Boss@Museum.test");
const errorsOf = (input: Record<string, unknown>) => {
  const parsed = schema.safeParse(input);
  return parsed.success ? {} : staffFieldErrors(parsed.error);
};
const create = (fields: Record<string, unknown> = {}) => ({
  intent: "create",
  email: "new@museum.test",
  password: "Arcade#2024",
  role: "staff",
  name: "Sam Spinner",
  currentPassword: "",
  ...fields,
});

describe("staff account schema", () => {
  it("asks for an address, then a password, then the spec's rules in order", () => {
    expect(errorsOf(create({ email: "  ", password: "" }))).toEqual({
      email: SELECT_EMAIL_MESSAGE,
      password: ENTER_PASSWORD_MESSAGE,
    });
    expect(errorsOf(create({ email: "not-an-email" })).email).toBe(INVALID_EMAIL_MESSAGE);
    const steps = ["short", "lowercase1!", "UPPERCASE1!", "NoDigits!!", "NoSpecial12"];
    expect(steps.map((password) => errorsOf(create({ password })).password)).toEqual(
      PASSWORD_RULES.map((rule) => rule.message),
    );
    expect(errorsOf(create())).toEqual({});
  });

  it("refuses a password over 128 characters, as sign-in does", () => {
    expect(errorsOf(create({ password: `Arcade#2024${"x".repeat(118)}` })).password).toBe(PASSWORD_TOO_LONG_MESSAGE);
    expect(errorsOf(create({ password: `Arcade#2024${"x".repeat(117)}` }))).toEqual({});
  });

  it("normalises the address and the name; the role is staff or manager", () => {
    const manager = { email: "  New@Museum.TEST ", name: "  Pat  ", role: "manager", currentPassword: "Old#Pass2023" };
    const parsed = schema.parse(create(manager));
    expect(parsed).toMatchObject({ intent: "create", email: "new@museum.test", name: "Pat", role: "manager" });
    expect(schema.parse(create({ name: "Jo\nSmith" }))).toMatchObject({ name: "Jo Smith" });
    expect(errorsOf(create({ role: "owner" })).role).toBe(ROLE_MESSAGE);
  });

  it("a new account needs a name of 1 to 60 characters, so colleagues never read it as an address", () => {
    expect(errorsOf(create({ name: "   " }))).toEqual({ name: "Please enter a name" });
    expect(errorsOf(create({ name: "x".repeat(61) }))).toEqual({ name: "Name must be 60 characters or fewer" });
    expect(errorsOf(create({ name: ` ${"x".repeat(60)} ` }))).toEqual({});
  });

  it("resetting your own password needs your current one and the confirmation box; someone else's does not", () => {
    const reset = { intent: "reset", password: "Arcade#2024", confirmSelf: false, currentPassword: "" };
    expect(errorsOf({ ...reset, email: "boss@museum.test" })).toEqual({
      currentPassword: EMPTY_CURRENT_PASSWORD_MESSAGE,
      confirmSelf: CONFIRM_SELF_MESSAGE,
    });
    expect(
      errorsOf({ ...reset, email: "BOSS@museum.test", confirmSelf: true, currentPassword: "Old#Pass2023" }),
    ).toEqual({});
    expect(errorsOf({ ...reset, email: "other@museum.test" })).toEqual({});
  });

  it("the email tests need an address only for the reset email", () => {
    expect(errorsOf({ intent: "test-email" })).toEqual({});
    expect(errorsOf({ intent: "test-reset-email", email: "" })).toEqual({ email: SELECT_EMAIL_MESSAGE });
    expect(schema.safeParse({ intent: "drop-table" }).success).toBe(false);
  });

  it("reads a posted form, defaulting the role to staff and the confirmation to unticked", () => {
    const form = new FormData();
    form.set("intent", "reset");
    form.set("email", "a@b.test");
    expect(staffAccountValues(form)).toEqual({
      intent: "reset",
      email: "a@b.test",
      password: "",
      role: "staff",
      name: "",
      confirmSelf: false,
      currentPassword: "",
    });
    form.set("confirmSelf", "on");
    expect(staffAccountValues(form).confirmSelf).toBe(true);
  });
});
