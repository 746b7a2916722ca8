import { redirect } from "react-router";
import type { Route } from "./+types/admin.subscribers[.]csv";
import { SUBSCRIBERS_DENIED } from "~/models/newsletter/newsletter";
import { confirmedSubscribers } from "~/models/newsletter/newsletter.server";
import { requireManager } from "~/utils/auth.server";
import { getDb } from "~/utils/db.server";

/** The confirmed newsletter addresses as CSV, for a manager to load into a mailing tool. */

/** RFC 4180 quoting, and a leading =, +, - or @ defused so a spreadsheet never runs an address as a formula. */
const cell = (value: string) => {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export async function loader({ request }: Route.LoaderArgs) {
  await requireManager(request, SUBSCRIBERS_DENIED).catch((refusal: unknown) => {
    // A download has no page to say Access Denied on: a staff member is sent to the list's, which says why.
    throw refusal instanceof Response && refusal.status === 403 ? redirect("/admin/subscribers") : refusal;
  });
  const rows = await confirmedSubscribers(getDb());
  const lines = [
    "email,confirmed_at,signed_up_at",
    ...rows.map((r) => [r.email, r.confirmed_at ?? "", r.created_at].map(cell).join(",")),
  ];
  return new Response(`${lines.join("\r\n")}\r\n`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="newsletter-subscribers.csv"',
    },
  });
}
