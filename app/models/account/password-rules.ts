import { z } from "zod";

export const SPECIAL_CHARACTERS = `!@#$%^&*(),.?":{}|<>`;

/** The spec's rules, in the spec's order; the first unmet one is the message shown. */
export const PASSWORD_RULES = [
  {
    label: "At least 8 characters",
    message: "Password must be at least 8 characters long",
    test: (p: string) => p.length >= 8,
  },
  {
    label: "One uppercase letter",
    message: "Password must contain at least one uppercase letter",
    test: (p: string) => /[A-Z]/.test(p),
  },
  {
    label: "One lowercase letter",
    message: "Password must contain at least one lowercase letter",
    test: (p: string) => /[a-z]/.test(p),
  },
  { label: "One number", message: "Password must contain at least one number", test: (p: string) => /\d/.test(p) },
  {
    label: "One special character",
    message: "Password must contain at least one special character",
    test: (p: string) => [...p].some((c) => SPECIAL_CHARACTERS.includes(c)),
  },
] as const;

export function passwordProblem(password: string): string | null {
  return PASSWORD_RULES.find((rule) => !rule.test(password))?.message ?? null;
}

export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_TOO_LONG_MESSAGE = `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`;

export const NewPasswordSchema = z
  .string()
  .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG_MESSAGE)
  .superRefine((value, ctx) => {
    const problem = passwordProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

/** 12 characters with upper, lower, digit and one of !@#$%^&*, from a CSPRNG. */
export function generatePassword(random: (max: number) => number = secureRandomInt) {
  const upper = "ABCDEFGHJKLMNPQRSTUVWXYZ";
  const lower = "abcdefghijkmnopqrstuvwxyz";
  const digits = "23456789";
  const special = "!@#$%^&*";
  const all = upper + lower + digits;
  const pick = (set: string) => set[random(set.length)];
  const chars = [pick(upper), pick(lower), pick(digits), pick(special)];
  while (chars.length < 12) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = random(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join("");
}

function secureRandomInt(max: number) {
  const buf = new Uint32Array(1);
  const limit = Math.floor(0x1_0000_0000 / max) * max;
  do crypto.getRandomValues(buf);
  while (buf[0] >= limit);
  return buf[0] % max;
}
