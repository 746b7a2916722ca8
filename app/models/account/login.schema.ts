import { z } from "zod";
import { emailField } from "../shared/fields.schema";
import { PASSWORD_MAX_LENGTH } from "./password-rules";

/** The spec's sign-in error table, keyed by what went wrong on the server. */
export const LOGIN_ERRORS = {
  invalid_credentials: "Invalid email or password. Please check your credentials and try again.",
  email_not_confirmed: "Please check your email and click the confirmation link before signing in.",
  too_many_requests: "Too many login attempts. Please wait a few minutes before trying again.",
  unknown: "An error occurred while signing in. Please try again later.",
} as const;

export const LoginSchema = z.object({
  email: emailField,
  // No password of ours is longer (NewPasswordSchema), so a longer one is wrong without spending a hash on it.
  password: z
    .string({ error: "Please enter your password" })
    .min(1, "Please enter your password")
    .max(PASSWORD_MAX_LENGTH, LOGIN_ERRORS.invalid_credentials),
  redirectTo: z.string().max(2000).optional(),
});

export type LoginErrorCode = keyof typeof LOGIN_ERRORS;
