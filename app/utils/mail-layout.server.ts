import { loadPublicMuseum } from "~/models/settings/museum-settings.server";
import { getConfig } from "./config.server";
import type { DB } from "./db.server";
import { imageVariant, UPLOADS_BASE } from "./images";

/**
 * The one frame of every mail's HTML part (sendMail puts it on each): the museum's logo and name above the
 * mail's own words, and no link of its own (a visitor's fix notice promises none but the game's page). A mail
 * written as text only gets its words as HTML inside the frame; its text part stays as written.
 */

/** The museum as a mail shows it; the logo's address is absolute, for a mail app to load. */
export type MailFrame = { name: string; logoSrc: string | null };

export async function mailFrame(db: DB): Promise<MailFrame> {
  const museum = await loadPublicMuseum(db);
  const { publicUrl, storagePublicUrl } = getConfig();
  const logoSrc = museum.logoUrl
    ? imageVariant(museum.logoUrl, 400, storagePublicUrl ?? `${publicUrl}${UPLOADS_BASE}`)
    : null;
  return { name: museum.name, logoSrc };
}

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

const LINK_STYLE = "color:#9a1a7a;word-break:break-all";
/** An http(s) address in a mail's text; a full stop or bracket after it is the sentence's, not the address's. */
const ADDRESS = /https?:\/\/[^\s<>"']+/g;

/** A paragraph of text as HTML: escaped, its addresses links. */
function linked(paragraph: string) {
  let html = "";
  let from = 0;
  for (const match of paragraph.matchAll(ADDRESS)) {
    const url = match[0].replace(/[.,;:!?)]+$/, "");
    const link = escapeHtml(url);
    html += `${escapeHtml(paragraph.slice(from, match.index))}<a href="${link}" style="${LINK_STYLE}">${link}</a>`;
    from = match.index + url.length;
  }
  return html + escapeHtml(paragraph.slice(from));
}

/** A text mail's words as HTML: a paragraph per blank line, its line breaks kept, its addresses links. */
export function textAsHtml(text: string) {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => `<p style="margin:0 0 16px">${linked(paragraph).replace(/\n/g, "<br>\n")}</p>`)
    .join("\n");
}

const BODY_STYLE =
  "margin:0;padding:24px 12px;background:#f1f5f9;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;line-height:1.5;color:#0f172a";
const CARD_STYLE = "max-width:36rem;margin:0 auto;background:#ffffff;border-radius:16px;padding:24px";

/** The mail's HTML part: its own HTML (`html`, the body's content) or its text, inside the museum's frame. */
export function framedHtml(mail: { text: string; html?: string }, frame: MailFrame) {
  const name = escapeHtml(frame.name);
  const logo = frame.logoSrc
    ? `<img src="${escapeHtml(frame.logoSrc)}" alt="" height="48" style="height:48px;width:auto;max-width:160px;border-radius:10px;vertical-align:middle;margin-right:12px">`
    : "";
  return `<!doctype html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><meta name="color-scheme" content="light only"></head>
<body style="${BODY_STYLE}">
<div style="${CARD_STYLE}">
<p style="margin:0 0 20px;font-size:18px;font-weight:700">${logo}<span style="vertical-align:middle">${name}</span></p>
${mail.html ?? textAsHtml(mail.text)}
</div>
</body></html>`;
}
