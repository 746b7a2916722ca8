import { describe, expect, it } from "vitest";
import {
  clearCooldown,
  COOLDOWN_AFTER_RATE_LIMIT_SECONDS,
  COOLDOWN_AFTER_SEND_SECONDS,
  COOLDOWN_STORAGE_KEY,
  ForgotPasswordSchema,
  formatCooldown,
  formatCooldownTime,
  readCooldownSeconds,
  readCooldownUntil,
  ResetPasswordSchema,
  resetFieldErrors,
  secondsLeft,
  setCooldown,
  type CooldownStorage,
} from "./password-reset.schema";

function fakeStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  const storage: CooldownStorage = {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
  };
  return { storage, map };
}

function resetErrors(newPassword: string, confirmPassword: string) {
  const parsed = ResetPasswordSchema.safeParse({ newPassword, confirmPassword });
  return parsed.success ? {} : resetFieldErrors(parsed.error);
}

describe("ResetPasswordSchema", () => {
  it("asks for a password when it is empty", () => {
    expect(resetErrors("", "")).toEqual({ newPassword: "Please enter a new password" });
  });

  it("checks the spec's rules in the spec's order, one message at a time", () => {
    expect(resetErrors("Aa1!", "Aa1!").newPassword).toBe("Password must be at least 8 characters long");
    expect(resetErrors("abcdefg1!", "abcdefg1!").newPassword).toBe(
      "Password must contain at least one uppercase letter",
    );
    expect(resetErrors("ABCDEFG1!", "ABCDEFG1!").newPassword).toBe(
      "Password must contain at least one lowercase letter",
    );
    expect(resetErrors("Abcdefgh!", "Abcdefgh!").newPassword).toBe("Password must contain at least one number");
    expect(resetErrors("Abcdefg12", "Abcdefg12").newPassword).toBe(
      "Password must contain at least one special character",
    );
  });

  it("accepts every special character of the spec", () => {
    for (const c of `!@#$%^&*(),.?":{}|<>`) {
      expect(resetErrors(`Abcdefg1${c}`, `Abcdefg1${c}`), c).toEqual({});
    }
    expect(resetErrors("Abcdefg1_", "Abcdefg1_").newPassword).toBe(
      "Password must contain at least one special character",
    );
  });

  it("checks the confirmation only after the password rules pass", () => {
    expect(resetErrors("short", "different")).toEqual({ newPassword: "Password must be at least 8 characters long" });
    expect(resetErrors("Replay2024!", "Replay2024?")).toEqual({ confirmPassword: "Passwords do not match" });
    expect(resetErrors("Replay2024!", "")).toEqual({ confirmPassword: "Passwords do not match" });
  });

  it("accepts a valid, confirmed password as typed (no trimming)", () => {
    const parsed = ResetPasswordSchema.safeParse({ newPassword: " Replay2024! ", confirmPassword: " Replay2024! " });
    expect(parsed.success && parsed.data.newPassword).toBe(" Replay2024! ");
  });
});

describe("ForgotPasswordSchema", () => {
  it("needs an e-mail address and trims it", () => {
    expect(ForgotPasswordSchema.safeParse({ email: "" }).success).toBe(false);
    expect(ForgotPasswordSchema.safeParse({ email: "not-an-email" }).success).toBe(false);
    const parsed = ForgotPasswordSchema.safeParse({ email: "  staff@replaymuseum.com " });
    expect(parsed.success && parsed.data.email).toBe("staff@replaymuseum.com");
  });
});

describe("cooldown label", () => {
  it("reads 'Wait m:ss' from a minute up", () => {
    expect(formatCooldown(900)).toBe("Wait 15:00");
    expect(formatCooldown(899)).toBe("Wait 14:59");
    expect(formatCooldown(61)).toBe("Wait 1:01");
    expect(formatCooldown(60)).toBe("Wait 1:00");
  });

  it("reads 'Ns' under a minute", () => {
    expect(formatCooldown(59)).toBe("Wait 59s");
    expect(formatCooldown(5)).toBe("Wait 5s");
    expect(formatCooldownTime(1)).toBe("1s");
    expect(formatCooldownTime(45)).toBe("45s");
    expect(formatCooldownTime(125)).toBe("2:05");
  });

  it("rounds part seconds up, so the label never shows 0 while waiting", () => {
    expect(formatCooldownTime(0.2)).toBe("1s");
    expect(formatCooldownTime(59.5)).toBe("1:00");
  });
});

describe("cooldown storage", () => {
  const now = 1_750_000_000_000;

  it("uses the spec's durations: 60 s after a send, 900 s after a rate limit", () => {
    expect(COOLDOWN_AFTER_SEND_SECONDS).toBe(60);
    expect(COOLDOWN_AFTER_RATE_LIMIT_SECONDS).toBe(900);
  });

  it("stores the expiry as a timestamp in milliseconds", () => {
    const { storage, map } = fakeStorage();
    expect(setCooldown(storage, 60, now)).toBe(now + 60_000);
    expect(map.get(COOLDOWN_STORAGE_KEY)).toBe(String(now + 60_000));
    expect(readCooldownUntil(storage, now)).toBe(now + 60_000);
  });

  it("counts down and ends", () => {
    const { storage, map } = fakeStorage();
    setCooldown(storage, 900, now);
    expect(readCooldownSeconds(storage, now)).toBe(900);
    expect(readCooldownSeconds(storage, now + 1)).toBe(900);
    expect(readCooldownSeconds(storage, now + 1000)).toBe(899);
    expect(readCooldownSeconds(storage, now + 899_001)).toBe(1);
    expect(readCooldownSeconds(storage, now + 900_000)).toBe(0);
    // An expired entry is removed.
    expect(map.has(COOLDOWN_STORAGE_KEY)).toBe(false);
  });

  it("clears when set to zero or less", () => {
    const { storage, map } = fakeStorage();
    setCooldown(storage, 60, now);
    expect(setCooldown(storage, 0, now)).toBeNull();
    expect(map.has(COOLDOWN_STORAGE_KEY)).toBe(false);
    setCooldown(storage, 60, now);
    setCooldown(storage, -5, now);
    expect(map.has(COOLDOWN_STORAGE_KEY)).toBe(false);
    setCooldown(storage, 60, now);
    clearCooldown(storage);
    expect(readCooldownSeconds(storage, now)).toBe(0);
  });

  it("survives a reload: a stored expiry from earlier is read back", () => {
    const { storage } = fakeStorage({ [COOLDOWN_STORAGE_KEY]: String(now + 30_000) });
    expect(readCooldownSeconds(storage, now)).toBe(30);
  });

  it("ignores and removes a value that is not a timestamp", () => {
    const { storage, map } = fakeStorage({ [COOLDOWN_STORAGE_KEY]: "soon" });
    expect(readCooldownUntil(storage, now)).toBeNull();
    expect(map.has(COOLDOWN_STORAGE_KEY)).toBe(false);
  });

  it("works without storage (server rendering, blocked storage)", () => {
    expect(readCooldownSeconds(null, now)).toBe(0);
    expect(setCooldown(null, 60, now)).toBe(now + 60_000);
    const throwing: CooldownStorage = {
      getItem: () => {
        throw new Error("blocked");
      },
      setItem: () => {
        throw new Error("blocked");
      },
      removeItem: () => {
        throw new Error("blocked");
      },
    };
    expect(readCooldownSeconds(throwing, now)).toBe(0);
    expect(setCooldown(throwing, 60, now)).toBe(now + 60_000);
    expect(() => clearCooldown(throwing)).not.toThrow();
  });

  it("secondsLeft is 0 for a missing or past expiry", () => {
    expect(secondsLeft(null, now)).toBe(0);
    expect(secondsLeft(now - 1, now)).toBe(0);
    expect(secondsLeft(now + 1500, now)).toBe(2);
  });
});
