import { redirect } from "react-router";
import type { Route } from "./+types/admin.collection[.]csv";
import { collectionCsv } from "~/models/collection-csv/collection-export.server";
import { museumClock } from "~/models/hours/museum-clock";
import { requireManager } from "~/utils/auth.server";
import { getConfig } from "~/utils/config.server";
import { getDb } from "~/utils/db.server";

/** Every machine as CSV, in the import's columns (models/collection-csv), for a manager's spreadsheet. */

export async function loader({ request }: Route.LoaderArgs) {
  await requireManager(request, "collection-csv").catch((refusal: unknown) => {
    // A download has no page to say Access Denied on: a staff member is sent to the screen's, which says why.
    throw refusal instanceof Response && refusal.status === 403 ? redirect("/admin/collection") : refusal;
  });
  const today = museumClock(new Date(), getConfig().timeZone).date;
  return new Response(await collectionCsv(getDb()), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="collection-${today}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
