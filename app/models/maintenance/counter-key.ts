/**
 * Counter keys: the key a machine's play counter posts its readings with (POST /api/plays). The words of the
 * machine page's section and the endpoint's answers; no zod and no server code, so the page's bundle can use them.
 */

export const COUNTER_KEY_LABEL_MAX = 80;
export const COUNTER_KEY_LABEL_REQUIRED = "Give the key a label, such as the counter it is for";
export const COUNTER_KEY_LABEL_TOO_LONG = `Keep the label to ${COUNTER_KEY_LABEL_MAX} characters`;
export const COUNTER_KEY_CREATE_FAILED = "Failed to make the counter key. Please try again.";
export const COUNTER_KEY_REVOKE_FAILED = "Failed to revoke the counter key. Please try again.";
export const COUNTER_KEY_GONE = "This counter key was already revoked.";

/** What a missing, unknown or revoked key gets: nothing about which. */
export const COUNTER_KEY_REFUSED = "This counter key does not work. Ask a manager for a new one.";
export const COUNTER_BODY_UNREADABLE = 'Send JSON such as {"reading": 12345}, or a form with a reading field.';
export const COUNTER_TOO_MANY = "Too many readings from this key. Wait a minute and send the reading again.";

export const PLAYS_API_PATH = "/api/plays";
/** A reading and a note fit many times over; the server refuses a longer body before the route reads it. */
export const PLAYS_BODY_LIMIT = 1024;
/** A counter posts a reading every few minutes at most; this keeps a stolen or looping key from filling the table. */
export const COUNTER_READINGS_PER_MINUTE = 6;

/** The exact request a counter sends, as the key's one-time box shows it. */
export const counterRequest = (publicUrl: string, token: string) =>
  [
    `curl -X POST ${publicUrl.replace(/\/$/, "")}${PLAYS_API_PATH} \\`,
    `  -H "Authorization: Bearer ${token}" \\`,
    `  -H "Content-Type: application/json" \\`,
    `  -d '{"reading": 12345}'`,
  ].join("\n");
