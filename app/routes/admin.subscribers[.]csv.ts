import { redirect } from "react-router";
import type { Route } from "./+types/admin.subscribers[.]csv";
import { confirmedSubscribers } from "~/models/newsletter/newsletter.server";
import { requireManager } from "~/utils/auth.server";
import { csvText } from "~/utils/csv";
import { getDb } from "~/utils/db.server";

/** The confirmed newsletter addresses as CSV, for a manager to load into a mailing tool. */

export async function loader({ request }: Route.LoaderArgs) {
  await requireManager(request, "subscribers").catch((refusal: unknown) => {
    // A download has no page to say Access Denied on: a staff member is sent to the list's, which says why.
    throw refusal instanceof Response && refusal.status === 403 ? redirect("/admin/subscribers") : refusal;
  });
  const rows = await confirmedSubscribers(getDb());
  const csv = csvText([
    ["email", "confirmed_at", "signed_up_at"],
    ...rows.map((r) => [r.email, r.confirmed_at, r.created_at]),
  ]);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="newsletter-subscribers.csv"',
    },
  });
}
