/**
 * The header a replay from the floor's queue carries (docs/design.md#the-floors-queue): the server then answers
 * the document POST with its action's result as JSON instead of the page, so the phone can tell stored from refused.
 */
export const FLOOR_REPLAY_HEADER = "X-Floor-Replay";

/** Where an ended session is sent: signing in, or the password change a new account must make first. */
export const SIGN_IN_PATHS = ["/login", "/account/password"];
