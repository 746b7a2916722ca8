/**
 * The Admin Dashboard's "Going live" checklist: what a museum does before the site is its own. Each item is a
 * small function of the facts the server reads (go-live.server.ts), so an item is one entry here and, when it
 * needs one, one fact. The server words every line; the dashboard only shows them. No zod, no server code.
 */

/** What the server reads for the checklist. */
export type GoLiveFacts = {
  /** The museum details (by their settings' names) that still hold the demo's starting values. */
  detailsLeft: string[];
  /** A manager has saved the week on Hours & Announcements. */
  hoursChecked: boolean;
  /** A manager has saved the museum settings, which hold the admission rows. */
  admissionChecked: boolean;
  logoSet: boolean;
  /** Home page slides whose photo the museum uploaded (the demo's are drawn art). */
  heroPhotos: number;
  /** Machines in the collection that the demo did not seed (the Trash left out). */
  ownGames: number;
  /** Managers whose account is not disabled. */
  activeManagers: number;
  /** SMTP_URL is set. */
  mailSet: boolean;
  /** BACKUP_EVERY is set. */
  backupsOn: boolean;
  /** PUBLIC_URL as the server reads it. */
  publicUrl: string;
};

export type GoLiveLink = { to: string; label: string };

/** One line as the dashboard shows it. `env` names the server setting the item is done with, when no screen does it. */
export type GoLiveLine = {
  id: string;
  title: string;
  done: boolean;
  detail: string;
  links: GoLiveLink[];
  env?: string;
};

type GoLiveItem = Omit<GoLiveLine, "done" | "detail"> & { check: (facts: GoLiveFacts) => [boolean, string] };

const SETTINGS: GoLiveLink = { to: "/admin/settings", label: "Museum Settings" };
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const GO_LIVE_ITEMS: GoLiveItem[] = [
  {
    id: "details",
    title: "Museum details set",
    links: [SETTINGS],
    check: (f) =>
      f.detailsLeft.length === 0
        ? [true, "The address, phone and e-mail are the museum's own."]
        : [false, `Still the demo's: ${f.detailsLeft.join(", ")}.`],
  },
  {
    id: "hours",
    title: "Hours and admission checked",
    links: [{ to: "/admin/hours", label: "Hours & Announcements" }, SETTINGS],
    check: (f) => {
      if (f.hoursChecked && f.admissionChecked) return [true, "A manager has saved the week and the admission prices."];
      const left = [
        ...(f.hoursChecked ? [] : ["save the week on Hours & Announcements"]),
        ...(f.admissionChecked ? [] : ["save the admission prices on Museum Settings"]),
      ];
      return [false, `Go over them and ${left.join(", and ")}, even unchanged.`];
    },
  },
  {
    id: "logo",
    title: "Logo and hero photos uploaded",
    links: [SETTINGS, { to: "/admin/hero", label: "Home Page Slides" }],
    check: (f) => {
      if (f.logoSet && f.heroPhotos > 0)
        return [true, "Pages, mails and the home-screen icon show the logo; the home page shows the museum's photos."];
      const left = [
        ...(f.logoSet
          ? []
          : ["The drawn pinball mark stands in for the logo on pages, mails and the home-screen icon."]),
        ...(f.heroPhotos > 0 ? [] : ["No slide of the home page has a photo of the museum's own yet."]),
      ];
      return [false, left.join(" ")];
    },
  },
  {
    id: "collection",
    title: "Collection imported",
    links: [
      { to: "/admin/collection", label: "Collection CSV" },
      { to: "/add", label: "Add a Game" },
    ],
    check: (f) =>
      f.ownGames > 0
        ? [true, `${plural(f.ownGames, "machine", "machines")} of the museum's own.`]
        : [false, "Every machine on the site is the demo's: import a spreadsheet or add one."],
  },
  {
    id: "managers",
    title: "A second manager",
    links: [{ to: "/admin/password-reset", label: "Staff Accounts" }],
    check: (f) =>
      f.activeManagers > 1
        ? [true, `${f.activeManagers} active managers.`]
        : [false, "Only one manager can change hours, settings and accounts: make a second one in case they are away."],
  },
  {
    id: "mail",
    title: "Mail set up",
    links: [],
    env: "SMTP_URL",
    check: (f) =>
      f.mailSet
        ? [true, "Mail goes out through the museum's mail server."]
        : [false, "Not set: mails are only written to the server's outbox folder, and no one receives them."],
  },
  {
    id: "backups",
    title: "Scheduled backups on",
    links: [],
    env: "BACKUP_EVERY",
    check: (f) =>
      f.backupsOn
        ? [true, "The server writes backups on its own schedule, at night."]
        : [false, "Not set: no backup is written unless someone runs one by hand."],
  },
  {
    id: "https",
    title: "Public address on https",
    links: [],
    env: "PUBLIC_URL",
    check: (f) =>
      f.publicUrl.startsWith("https://")
        ? [true, `Mails, QR labels and links name ${f.publicUrl}.`]
        : [false, `It is ${f.publicUrl}: mails, QR labels and links need the https:// address visitors use.`],
  },
];

/** Every item as a line; the checklist is shown while any of them is not done. */
export function goLiveLines(facts: GoLiveFacts): GoLiveLine[] {
  return GO_LIVE_ITEMS.map(({ check, ...item }) => {
    const [done, detail] = check(facts);
    return { ...item, done, detail };
  });
}
