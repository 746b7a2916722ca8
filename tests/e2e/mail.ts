import fs from "node:fs";
import path from "node:path";
import type { DB } from "../../app/utils/db.server";

/**
 * The text of the newest mail to `to`, as its reader gets it. A mail holding a one-time link has its body
 * dropped from the outbox once sent; then it is read from the .eml file the server wrote (no SMTP in the
 * test run), undoing quoted-printable's soft line breaks.
 */
export async function latestMailText(db: DB, to: string) {
  const row = await db
    .selectFrom("email_outbox")
    .select(["id", "text_body"])
    .where("to_address", "=", to)
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
  if (row.text_body !== "(Removed after sending: this mail held a one-time link.)") return row.text_body;
  const dir = path.join(process.env.E2E_DATA_DIR!, "outbox");
  // Named {created_at}-{id}-{random}.eml, and the time holds digits too: the id is the part after the time's Z.
  const ownName = new RegExp(`Z-${row.id}-[0-9a-f]+\\.eml$`);
  const file = fs.readdirSync(dir).find((name) => ownName.test(name));
  if (!file) throw new Error(`mail ${row.id} to ${to} was sent but no .eml file holds it`);
  return fs
    .readFileSync(path.join(dir, file), "utf8")
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The first link in `text` to `pathname` on any origin, as a path with its query, for page.goto. */
export function linkTo(text: string, pathname: string) {
  const match = new RegExp(`https?://[^\\s/]+(${pathname.replace(/\//g, "\\/")}\\?\\S+)`).exec(text);
  if (!match) throw new Error(`no ${pathname} link in:\n${text}`);
  return match[1];
}
