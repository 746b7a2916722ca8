import { describe, expect, it } from "vitest";
import {
  generatePassword,
  NewPasswordSchema,
  PASSWORD_RULES,
  passwordProblem,
  SPECIAL_CHARACTERS,
} from "./password-rules";

describe("passwordProblem (spec order: length, uppercase, lowercase, number, special)", () => {
  it.each([
    ["", "Password must be at least 8 characters long"],
    ["Ab1!", "Password must be at least 8 characters long"],
    ["abcdefg1!", "Password must contain at least one uppercase letter"],
    ["abcdefgh", "Password must contain at least one uppercase letter"],
    ["ABCDEFG1!", "Password must contain at least one lowercase letter"],
    ["Abcdefgh!", "Password must contain at least one number"],
    ["Abcdefg1", "Password must contain at least one special character"],
    ["Abcdefg1-", "Password must contain at least one special character"],
    ["Abcdefg1_", "Password must contain at least one special character"],
  ])("%j -> %s", (password, message) => {
    expect(passwordProblem(password)).toBe(message);
  });

  it("accepts a password meeting every rule, with any of the spec's special characters", () => {
    expect(SPECIAL_CHARACTERS).toBe(`!@#$%^&*(),.?":{}|<>`);
    for (const special of SPECIAL_CHARACTERS) expect(passwordProblem(`Abcdefg1${special}`)).toBeNull();
  });

  it("lists the rules in the spec's order", () => {
    expect(PASSWORD_RULES.map((r) => r.message)).toEqual([
      "Password must be at least 8 characters long",
      "Password must contain at least one uppercase letter",
      "Password must contain at least one lowercase letter",
      "Password must contain at least one number",
      "Password must contain at least one special character",
    ]);
  });

  it("NewPasswordSchema refuses a password over 128 characters, which would only cost hashing time", () => {
    const long = "Aa1!".repeat(32);
    expect(NewPasswordSchema.safeParse(long).success).toBe(true);
    expect(NewPasswordSchema.safeParse(`${long}x`).error?.issues[0]?.message).toBe(
      "Password must be at most 128 characters long",
    );
  });

  it("NewPasswordSchema reports the first unmet rule", () => {
    const result = NewPasswordSchema.safeParse("abcdefgh");
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(["Password must contain at least one uppercase letter"]);
    expect(NewPasswordSchema.safeParse("Museum#2015").success).toBe(true);
  });
});

describe("generatePassword", () => {
  it("always gives 12 characters with an uppercase letter, a lowercase letter, a digit and one of !@#$%^&* (200 samples)", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const password = generatePassword();
      expect(password).toHaveLength(12);
      expect(password).toMatch(/[A-Z]/);
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/[0-9]/);
      expect(password).toMatch(/[!@#$%^&*]/);
      expect(password).toMatch(/^[A-Za-z0-9!@#$%^&*]{12}$/);
      expect(passwordProblem(password)).toBeNull();
      seen.add(password);
    }
    expect(seen.size).toBe(200);
  });

  it("keeps every class even with a degenerate random source", () => {
    for (const random of [() => 0, (max: number) => max - 1]) {
      const password = generatePassword(random);
      expect(password).toHaveLength(12);
      expect(passwordProblem(password)).toBeNull();
    }
  });
});
