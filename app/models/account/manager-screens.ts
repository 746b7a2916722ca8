/**
 * The manager-only screens (docs/departures.md#access-denied) and what each lets a manager do: the one
 * home of the sentence a staff member reads there ('Only managers can change the opening hours.'). Their
 * guard is `requireManager(request, screen)`. Browser-safe: the Access Denied page reads the refusal too.
 */
export const MANAGER_SCREENS = {
  hours: "change the opening hours",
  chatbot: "set up the chatbot",
  "staff-accounts": "manage staff accounts",
  subscribers: "see the newsletter subscribers",
  trash: "restore deleted games and repairs",
  mail: "see and resend failed mail",
  activity: "read the activity log",
  "board-links": "manage board links",
  "demo-content": "remove the demo content",
  texts: "change the public pages' texts",
  "collection-csv": "import and export the collection",
  settings: "change the museum settings",
  hero: "change the home page's slides",
  "counter-keys": "make and revoke play counter keys",
} as const;

export type ManagerScreen = keyof typeof MANAGER_SCREENS;

export const managersOnly = (screen: ManagerScreen) => `Only managers can ${MANAGER_SCREENS[screen]}.`;

/** A manager a refused staff member can ask: the name (when the account has one) and the address. */
export type ManagerContact = { name: string | null; email: string };

/**
 * What a 403 of a manager-only screen carries, for a signed-in staff member only (a visitor is sent to sign
 * in): the spec's own refusal where it has one (`said`), the sentence naming the role, and the active managers.
 */
export type AccessDenial = { said: string | null; reason: string; managers: ManagerContact[] };

/** The refusal in a 403's data, or null for another 403 (a board link's, which is plain text). */
export function readAccessDenial(data: unknown): AccessDenial | null {
  if (!data || typeof data !== "object") return null;
  const { said, reason, managers } = data as Partial<AccessDenial>;
  if (typeof reason !== "string" || !Array.isArray(managers)) return null;
  return { said: typeof said === "string" ? said : null, reason, managers };
}
