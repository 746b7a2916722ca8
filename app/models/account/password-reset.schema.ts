import { z } from "zod";
import { emailField } from "../shared/fields.schema";
import { passwordProblem } from "./password-rules";

/**
 * Password reset rules shared by the browser and the server: the forms'
 * schemas, their exact texts, and the send-button cooldown.
 * Nothing here may import server code.
 */

// --- Texts users must see ----------------------------------------------------

export const RESET_RATE_LIMIT_MESSAGE =
  "You have made too many password reset requests. Please wait 15 minutes before trying again.";
export const RESET_REQUEST_FAILED_MESSAGE = "Failed to send password reset email. Please try again.";
export const RESET_LINK_INVALID_MESSAGE = "Password reset link has expired or is invalid. Please request a new one.";
export const UPDATE_PASSWORD_FAILED_MESSAGE = "Failed to update password. Please try again.";
export const PASSWORD_UPDATED_MESSAGE = "Password updated successfully. Please sign in with your new password.";
export const EMPTY_PASSWORD_MESSAGE = "Please enter a new password";
export const PASSWORDS_DO_NOT_MATCH_MESSAGE = "Passwords do not match";

// --- Constants (docs/product.md#texts-checks-and-limits) ---------------------

/** A reset link is valid for one hour. */
export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;
/** Cooldown of the send button after a successful send. */
export const COOLDOWN_AFTER_SEND_SECONDS = 60;
/** Cooldown of the send button after a rate-limit error. */
export const COOLDOWN_AFTER_RATE_LIMIT_SECONDS = 900;
/** The reset page sends the user to /login this long after the update. */
export const REDIRECT_AFTER_UPDATE_MS = 3000;
/** localStorage key holding the cooldown's expiry, a timestamp in milliseconds. */
export const COOLDOWN_STORAGE_KEY = "passwordResetCooldownUntil";

// --- Schemas -----------------------------------------------------------------

export const ForgotPasswordSchema = z.object({ email: emailField });

/**
 * New password first (empty, then the spec's rules in their order), and only
 * when it passes, the confirmation ('Passwords do not match').
 */
export const ResetPasswordSchema = z
  .object({
    newPassword: z.string({ error: EMPTY_PASSWORD_MESSAGE }),
    confirmPassword: z.string({ error: PASSWORDS_DO_NOT_MATCH_MESSAGE }),
  })
  .superRefine(({ newPassword, confirmPassword }, ctx) => {
    if (newPassword.length === 0) {
      ctx.addIssue({ code: "custom", path: ["newPassword"], message: EMPTY_PASSWORD_MESSAGE });
      return;
    }
    const problem = passwordProblem(newPassword);
    if (problem) {
      ctx.addIssue({ code: "custom", path: ["newPassword"], message: problem });
      return;
    }
    if (confirmPassword !== newPassword) {
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: PASSWORDS_DO_NOT_MATCH_MESSAGE });
    }
  });

export type ResetPasswordFieldErrors = Partial<Record<"newPassword" | "confirmPassword", string>>;

/** The first message per field, for showing under the inputs. */
export function resetFieldErrors(error: z.ZodError): ResetPasswordFieldErrors {
  const errors: ResetPasswordFieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if ((field === "newPassword" || field === "confirmPassword") && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

// --- Cooldown ----------------------------------------------------------------

/** The part of the Web Storage API the cooldown uses (localStorage in the browser, a fake in tests). */
export type CooldownStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** localStorage when there is one and it works (not on the server, not with storage blocked). */
export function browserStorage(): CooldownStorage | null {
  try {
    return typeof window !== "undefined" && window.localStorage ? window.localStorage : null;
  } catch {
    return null;
  }
}

/** Whole seconds left until `until` (rounded up, so the last second shows as 1s); 0 when past or absent. */
export function secondsLeft(until: number | null, now: number = Date.now()) {
  if (until == null || !Number.isFinite(until)) return 0;
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/** The stored expiry, or null when there is none, it is unreadable, or it has passed (then it is removed). */
export function readCooldownUntil(storage: CooldownStorage | null, now: number = Date.now()): number | null {
  if (!storage) return null;
  try {
    const raw = storage.getItem(COOLDOWN_STORAGE_KEY);
    if (raw == null) return null;
    const until = Number(raw);
    if (!Number.isFinite(until) || until <= now) {
      storage.removeItem(COOLDOWN_STORAGE_KEY);
      return null;
    }
    return until;
  } catch {
    return null;
  }
}

/** Seconds left of the stored cooldown; 0 when there is none. */
export function readCooldownSeconds(storage: CooldownStorage | null, now: number = Date.now()) {
  return secondsLeft(readCooldownUntil(storage, now), now);
}

/**
 * Starts a cooldown of `seconds` from `now` and stores its expiry in ms.
 * Zero or less clears it. Returns the expiry, or null when cleared.
 */
export function setCooldown(storage: CooldownStorage | null, seconds: number, now: number = Date.now()): number | null {
  if (!(seconds > 0)) {
    clearCooldown(storage);
    return null;
  }
  const until = now + Math.ceil(seconds) * 1000;
  try {
    storage?.setItem(COOLDOWN_STORAGE_KEY, String(until));
  } catch {
    // Storage full or blocked: the cooldown still runs for this page.
  }
  return until;
}

export function clearCooldown(storage: CooldownStorage | null) {
  try {
    storage?.removeItem(COOLDOWN_STORAGE_KEY);
  } catch {
    // Nothing to clear.
  }
}

/** '14:59', '1:00' from a minute up; '59s' ... '1s' under a minute. */
export function formatCooldownTime(seconds: number) {
  const total = Math.max(0, Math.ceil(seconds));
  if (total < 60) return `${total}s`;
  const minutes = Math.floor(total / 60);
  return `${minutes}:${String(total % 60).padStart(2, "0")}`;
}

/**
 * The send button's label during a cooldown: 'Wait m:ss', and under a minute
 * the time reads 'Ns' ('Wait 45s').
 */
export function formatCooldown(seconds: number) {
  return `Wait ${formatCooldownTime(seconds)}`;
}
