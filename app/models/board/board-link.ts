/**
 * Board links: the words of the manager screen and the workshop board's refusal. No zod and no
 * server code, so the screen's bundle can use them.
 */

export const BOARD_LINK_LABEL_MAX = 80;
export const BOARD_LINK_LABEL_REQUIRED = "Give the link a label, such as the TV it is for";
export const BOARD_LINK_LABEL_TOO_LONG = `Keep the label to ${BOARD_LINK_LABEL_MAX} characters`;
export const BOARD_LINK_CREATE_FAILED = "Failed to create the board link. Please try again.";
export const BOARD_LINK_REVOKE_FAILED = "Failed to revoke the board link. Please try again.";
export const BOARD_LINK_GONE = "This board link was already revoked.";
/** What a revoked, unknown or malformed key gets: nothing about why, nothing else opens. */
export const BOARD_KEY_REFUSED = "This board link does not work. Ask a manager for a new one.";
/** What a link past its end date gets: whoever holds the key may know it simply ran out. */
export const BOARD_KEY_EXPIRED = "This board link has expired. Ask a manager for a new one.";
export const BOARD_LINK_ENDS_HINT = "Optional: the last day it works, in museum time. Leave empty for no end.";

/** The query parameter of a board link: /board/workshop?key=... */
export const BOARD_KEY_PARAM = "key";
export const WORKSHOP_BOARD_PATH = "/board/workshop";

export const boardLinkUrl = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/$/, "")}${WORKSHOP_BOARD_PATH}?${BOARD_KEY_PARAM}=${token}`;
