import { z } from "zod";
import type { FormResult } from "~/utils/forms";
import { displayNameText } from "./display-name.schema";
import { EMPTY_CURRENT_PASSWORD_MESSAGE } from "./password-change.schema";
import { PASSWORD_UPDATED_MESSAGE } from "./password-reset.schema";
import { PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG_MESSAGE, passwordProblem } from "./password-rules";
import { EMAIL_INVALID, EMAIL_MAX, formText as text, ticked } from "../shared/fields";

/**
 * Staff Accounts (docs/departures.md#roles-on-server): managers create
 * staff and manager accounts and reset their passwords. One schema for every
 * intent of the screen, used by the browser for instant messages and by the
 * action for the truth. Nothing here may import server code.
 */

export const STAFF_ROLES = ["staff", "manager"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const STAFF_INTENTS = [
  "create",
  "reset",
  "test-email",
  "test-reset-email",
  "clear-waits",
  "disable",
  "enable",
  "set-role",
] as const;
export type StaffIntent = (typeof STAFF_INTENTS)[number];

/**
 * One row of the roster as the page shows it; `createdLabel` is the creation day in museum time;
 * `signInDelayed`: wrong passwords (or reset requests) make this account wait somewhere right now, or it was
 * refused at an address that must wait; `disabled`: a manager disabled it, so it cannot sign in.
 */
export type StaffAccountSummary = {
  id: number;
  email: string;
  name: string | null;
  role: StaffRole;
  createdAt: string;
  createdLabel: string;
  signInDelayed: boolean;
  disabled: boolean;
};

/**
 * An address where browsers that never signed in must wait before each sign-in, after many wrong passwords
 * from there (SIGN_IN_ADDRESS_LIMIT); `untilLabel` is the end of the wait in museum time ('10:42 AM').
 */
export type AddressWait = { address: string; until: string; untilLabel: string };

// --- Texts users must see ----------------------------------------------------

export const SELECT_EMAIL_MESSAGE = "Please select an email address";
export const ENTER_PASSWORD_MESSAGE = "Please enter a new password";
export const INVALID_EMAIL_MESSAGE = EMAIL_INVALID;
export const ROLE_MESSAGE = "Choose a role: Staff or Manager";
export const CONFIRM_SELF_MESSAGE = "Tick the box to confirm that you want to reset your own password";
export const ACCOUNT_EXISTS_MESSAGE = "An account already exists for this email. Use Reset Password instead.";
export const ACCOUNT_MISSING_MESSAGE = "No account exists for this email. Create the account first.";
export const CREATE_FAILED_MESSAGE = "Failed to create user account.";
export const RESET_FAILED_MESSAGE = "Failed to reset password";
/** Shown on /login after resetting your own password; the login page shows only texts it knows, and it knows this one. */
export const OWN_PASSWORD_RESET_MESSAGE = PASSWORD_UPDATED_MESSAGE;

/** `mailed` false: the change is stored but its mail could not be queued; the change stands and says so. */
const confirmation = (mailed: boolean) =>
  mailed ? "A confirmation email has been sent." : "The confirmation email could not be queued.";
export const accountCreatedMessage = (email: string, mailed = true) =>
  `Account created for ${email}. ${confirmation(mailed)}`;
export const passwordResetMessage = (email: string, mailed = true) =>
  `Password successfully reset for ${email}. ${confirmation(mailed)}`;
export const testEmailQueuedMessage = (id: number) => `Test email queued. Email ID: ${id}`;
export const testEmailFailedMessage = (reason: string) => `Email test failed: ${reason}`;
export const resetEmailQueuedMessage = (email: string, id: number | null) =>
  `Password reset email queued for ${email}.${id == null ? "" : ` Email ID: ${id}`}`;
export const resetEmailFailedMessage = (reason: string) => `Password reset email test failed: ${reason}`;
export const waitsClearedMessage = (email: string) => `${email} can sign in again at once, from anywhere.`;
export const CLEAR_WAITS_FAILED_MESSAGE = "Failed to clear the sign-in delay. Please try again.";

export const DISABLE_SELF_MESSAGE = "You cannot disable your own account.";
export const OWN_ROLE_MESSAGE = "You cannot change your own role.";
export const LAST_MANAGER_DISABLE_MESSAGE =
  "This is the last active manager account and cannot be disabled. Make another account a manager first.";
export const LAST_MANAGER_ROLE_MESSAGE =
  "This is the last active manager account and must stay a manager. Make another account a manager first.";
export const ACCESS_FAILED_MESSAGE = "Failed to change the account. Please try again.";
export const accountDisabledMessage = (email: string) =>
  `${email} is disabled: it cannot sign in, and its sessions have ended.`;
export const accountEnabledMessage = (email: string) => `${email} can sign in again.`;
export const roleChangedMessage = (email: string, role: StaffRole) =>
  `${email} is now ${role === "manager" ? "a manager" : "staff"}.`;

/** How long a success message stays before it hides itself. */
export const SUCCESS_MESSAGE_TIMEOUT_MS = 3000;

// --- Schema ------------------------------------------------------------------

const email = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    if (!value) ctx.addIssue({ code: "custom", message: SELECT_EMAIL_MESSAGE });
    else if (value.length > EMAIL_MAX || !z.email().safeParse(value).success)
      ctx.addIssue({ code: "custom", message: INVALID_EMAIL_MESSAGE });
  })
  .transform((value) => value.toLowerCase());

/** 'Please enter a new password', then the spec's rules in their order. */
const newPassword = z.string().superRefine((value, ctx) => {
  const problem = !value
    ? ENTER_PASSWORD_MESSAGE
    : value.length > PASSWORD_MAX_LENGTH
      ? PASSWORD_TOO_LONG_MESSAGE
      : passwordProblem(value);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
});

/**
 * Whether a change takes the acting manager's current password, checked like a sign-in: one's own password
 * (as on /account/password), and whatever hands out a manager's powers (another manager's password, a new
 * manager, raising someone to manager), so a session left open cannot take over another manager.
 * `managers`: the addresses of the manager accounts.
 */
export function asksCurrentPassword(
  change: { intent: string; email?: string; role?: string },
  self: string,
  managers: readonly string[],
) {
  const email = change.email?.trim().toLowerCase() ?? "";
  if (change.intent === "reset") return email === self.trim().toLowerCase() || managers.includes(email);
  return (change.intent === "create" || change.intent === "set-role") && change.role === "manager";
}

const currentPassword = z.string().max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG_MESSAGE);
const role = z.enum(STAFF_ROLES, { error: ROLE_MESSAGE });

/**
 * The schema for the signed-in manager `currentEmail`, given the manager accounts' addresses: resetting your
 * own password signs you out everywhere, so it needs a ticked confirmation; see asksCurrentPassword.
 */
export function staffAccountSchema(currentEmail: string, managers: readonly string[] = []) {
  const self = currentEmail.trim().toLowerCase();
  return z
    .discriminatedUnion("intent", [
      z.object({
        intent: z.literal("create"),
        email,
        password: newPassword,
        role,
        name: displayNameText().transform((value) => value || null),
        currentPassword,
      }),
      z
        .object({ intent: z.literal("reset"), email, password: newPassword, confirmSelf: z.boolean(), currentPassword })
        .superRefine((value, ctx) => {
          if (value.email === self && !value.confirmSelf)
            ctx.addIssue({ code: "custom", path: ["confirmSelf"], message: CONFIRM_SELF_MESSAGE });
        }),
      z.object({ intent: z.literal("test-email") }),
      z.object({ intent: z.literal("test-reset-email"), email }),
      z.object({ intent: z.literal("clear-waits"), email }),
      z.object({ intent: z.literal("disable"), email }),
      z.object({ intent: z.literal("enable"), email }),
      z.object({ intent: z.literal("set-role"), email, role, currentPassword }),
    ])
    .superRefine((value, ctx) => {
      if ("currentPassword" in value && !value.currentPassword && asksCurrentPassword(value, self, managers))
        ctx.addIssue({ code: "custom", path: ["currentPassword"], message: EMPTY_CURRENT_PASSWORD_MESSAGE });
    });
}

export type StaffAccountInput = z.output<ReturnType<typeof staffAccountSchema>>;

/** What the forms post, as the schema's input; works on FormData from the browser and the server alike. */
export function staffAccountValues(form: FormData) {
  return {
    intent: text(form, "intent"),
    email: text(form, "email"),
    password: text(form, "password"),
    role: text(form, "role") || "staff",
    name: text(form, "name"),
    confirmSelf: ticked(form, "confirmSelf"),
    currentPassword: text(form, "currentPassword"),
  };
}

export type StaffField = "email" | "password" | "role" | "name" | "confirmSelf" | "currentPassword";
export type StaffFieldErrors = Partial<Record<StaffField, string>>;

/** What the action answers; a failure echoes what was typed (never the password) so the form keeps it without JavaScript. */
export type StaffActionResult = FormResult<StaffField, StaffIntent, object, StaffFormValues>;
export type StaffFormValues = { email: string; role: string; name: string };

/** The first message per field. */
export function staffFieldErrors(error: z.ZodError): StaffFieldErrors {
  const errors: StaffFieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as StaffField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
