/**
 * How colleagues read a staff member: by name, never by e-mail. Every account has a name (the
 * staff-names migration filled the missing ones, Staff Accounts asks for one); the e-mail's local part stands in
 * only for a row that somehow has none, so no staff screen ever prints an address where a person is meant.
 * Zod-free and server-free, so migrations and browser code may use it.
 */

/** A display name's longest length; the rule itself is display-name.schema.ts. */
export const DISPLAY_NAME_MAX = 60;
export const NAME_REQUIRED_MESSAGE = "Please enter a name";
export const NAME_TOO_LONG_MESSAGE = `Name must be ${DISPLAY_NAME_MAX} characters or fewer`;

/** Who a row names when it names nobody (the account is gone, or the row predates accounts). */
export const NOBODY = "staff";

/** 'jo.smith+floor@museum.test' → 'Jo Smith': the address's local part, its separators as spaces, each word capitalised. */
export function nameFromEmail(email: string) {
  const local = email.split("@")[0].split("+")[0];
  const words = local
    .split(/[._\-\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return words.join(" ").slice(0, DISPLAY_NAME_MAX).trim() || "Staff member";
}

/**
 * A staff member's display name from a joined row's name and e-mail; `absent` (NOBODY, or null where a screen
 * leaves the place empty) when the row joins no account.
 */
export function staffName<Absent extends string | null = string>(
  name: string | null | undefined,
  email: string | null | undefined,
  absent: Absent = NOBODY as Absent,
): string | Absent {
  const named = name?.trim();
  if (named) return named;
  return email ? nameFromEmail(email) : absent;
}
