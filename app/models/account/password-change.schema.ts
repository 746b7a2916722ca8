import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG_MESSAGE } from "./password-rules";
import { ResetPasswordSchema } from "./password-reset.schema";

/**
 * A signed-in staff member sets their own password: forced after a
 * sign-in with a one-time password, or chosen from the Admin Dashboard. Browser and server share this.
 */

export const CHANGE_PASSWORD_PATH = "/account/password";

export const EMPTY_CURRENT_PASSWORD_MESSAGE = "Please enter your current password";
export const WRONG_CURRENT_PASSWORD_MESSAGE = "Current password is incorrect";
export const SAME_PASSWORD_MESSAGE = "Choose a password different from your current one";
export const PASSWORD_CHANGED_MESSAGE =
  "Your password has been changed. Every other device signed in to your account has been signed out.";
export const TOO_MANY_TRIES_MESSAGE = "Too many attempts. Please wait a few minutes before trying again.";

/** The reset form's rules and texts for the new password, plus the current one, checked on the server. */
export const ChangePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: EMPTY_CURRENT_PASSWORD_MESSAGE })
      .min(1, EMPTY_CURRENT_PASSWORD_MESSAGE)
      .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG_MESSAGE),
  })
  .and(ResetPasswordSchema)
  .superRefine(({ currentPassword, newPassword }, ctx) => {
    if (newPassword.length > PASSWORD_MAX_LENGTH)
      ctx.addIssue({ code: "custom", path: ["newPassword"], message: PASSWORD_TOO_LONG_MESSAGE });
    else if (currentPassword === newPassword)
      ctx.addIssue({ code: "custom", path: ["newPassword"], message: SAME_PASSWORD_MESSAGE });
  });

export type ChangePasswordField = "currentPassword" | "newPassword" | "confirmPassword";
export type ChangePasswordErrors = Partial<Record<ChangePasswordField, string>>;
