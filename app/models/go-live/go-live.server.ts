import { STARTING_SETTINGS } from "~/db/museum-settings-start";
import { getConfig, type Config } from "~/utils/config.server";
import type { DB } from "~/utils/db.server";
import { listActiveManagers } from "../account/user.server";
import { liveGames } from "../game/game.server";
import { countUploadedHeroPhotos } from "../hero/hero-slide.server";
import { readMuseumSettings } from "../settings/museum-settings.server";
import { SETTINGS_LABELS } from "../settings/museum-settings-changes";
import type { MuseumSettings } from "../settings/museum-settings";
import { checkedItems } from "./go-live-checks.server";
import { goLiveLines, type GoLiveFacts, type GoLiveLine } from "./go-live";

/**
 * The museum details a visitor reaches the museum by. The demo's name may well be the museum's own (the site
 * was made for Replay); its street, phone and e-mail are placeholders (a 555 number, a .local address).
 */
const DETAIL_FIELDS = [
  "street",
  "city",
  "postalCode",
  "phone",
  "email",
] as const satisfies readonly (keyof MuseumSettings)[];

/** Machines in the collection the demo did not seed. */
async function ownGames(db: DB) {
  const row = await liveGames(db)
    .where("games.id", "not in", db.selectFrom("demo_seeded").select("row_id").where("kind", "=", "games"))
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The facts behind the checklist, read in one go; `config` is the server's (a test's own). */
export async function goLiveFacts(db: DB, config: Config = getConfig()): Promise<GoLiveFacts> {
  const [settings, checked, own, managers, heroPhotos] = await Promise.all([
    readMuseumSettings(db),
    checkedItems(db),
    ownGames(db),
    listActiveManagers(db),
    countUploadedHeroPhotos(db),
  ]);
  return {
    detailsLeft: DETAIL_FIELDS.filter((field) => settings[field] === STARTING_SETTINGS[field]).map(
      (field) => SETTINGS_LABELS[field],
    ),
    hoursChecked: checked.has("hours"),
    admissionChecked: checked.has("admission"),
    logoSet: settings.logoUrl !== null,
    heroPhotos,
    ownGames: own,
    activeManagers: managers.length,
    mailSet: config.smtpUrl !== null,
    backupsOn: config.backupEveryMs !== null,
    publicUrl: config.publicUrl,
  };
}

/** The checklist's lines, or null once every item is done (then the dashboard no longer shows it). */
export async function goLiveChecklist(db: DB, config: Config = getConfig()): Promise<GoLiveLine[] | null> {
  const lines = goLiveLines(await goLiveFacts(db, config));
  return lines.every((line) => line.done) ? null : lines;
}
