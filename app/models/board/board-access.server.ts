import { readSignedInUser, requireStaff } from "~/utils/auth.server";
import { getDb } from "~/utils/db.server";
import { BOARD_KEY_EXPIRED, BOARD_KEY_PARAM, BOARD_KEY_REFUSED } from "./board-link";
import { boardLinkForToken } from "./board-link.server";

/** Who is looking at the workshop board: a TV through a board link, or a signed-in staff member. */
export type BoardViewer = { linkId: number; label: string } | { linkId: null; label: null };

/**
 * The workshop board's viewer, or why not: a request naming a key is judged by the key alone (a session
 * beside it changes nothing), one without a key by the session.
 */
export async function boardViewer(request: Request): Promise<BoardViewer | "refused" | "expired" | "signed-out"> {
  const key = new URL(request.url).searchParams.get(BOARD_KEY_PARAM);
  if (key !== null) {
    const link = await boardLinkForToken(getDb(), key);
    if (link === "expired") return link;
    return link ? { linkId: link.id, label: link.label } : "refused";
  }
  return (await readSignedInUser(request)) ? { linkId: null, label: null } : "signed-out";
}

/**
 * The workshop board's guard: a live board link, or staff (a visitor is sent to sign in, as on every staff
 * page). A revoked, unknown or malformed key gets a plain 403 and nothing else; an ended one says so.
 */
export async function requireBoardViewer(request: Request): Promise<BoardViewer> {
  if (!new URL(request.url).searchParams.has(BOARD_KEY_PARAM)) {
    await requireStaff(request);
    return { linkId: null, label: null };
  }
  const viewer = await boardViewer(request);
  if (typeof viewer === "string")
    throw new Response(viewer === "expired" ? BOARD_KEY_EXPIRED : BOARD_KEY_REFUSED, {
      status: 403,
      statusText: "Access Denied",
    });
  return viewer;
}
