import { redirect } from "react-router";
import type { PublicUser } from "~/models/user.server";
import { getSessionUser } from "./session.server";

/** Only same-site paths; anything else falls back, so the login page cannot be used to bounce elsewhere. */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/admin") {
  if (!to || typeof to !== "string") return fallback;
  if (!to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  return to;
}

export const getUser = (request: Request) => getSessionUser(request);

/** Sends a visitor to /login, remembering where they were going. */
export async function requireStaff(request: Request): Promise<PublicUser> {
  const user = await getSessionUser(request);
  if (!user) {
    const url = new URL(request.url);
    const params = new URLSearchParams({ redirectTo: url.pathname + url.search });
    throw redirect(`/login?${params}`);
  }
  return user;
}

/** A signed-in staff member who is not a manager gets a 403, drawn as Access Denied. */
export async function requireManager(request: Request, deniedMessage = "You don't have permission to view this page."): Promise<PublicUser> {
  const user = await requireStaff(request);
  if (user.role !== "manager") {
    throw new Response(deniedMessage, { status: 403, statusText: "Access Denied" });
  }
  return user;
}
