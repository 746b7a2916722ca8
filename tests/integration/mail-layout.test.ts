import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, expect, it, vi } from "vitest";
import { createStaffAccount, sendTestEmail } from "~/models/account/staff-account.server";
import { requestPasswordReset } from "~/models/account/password-reset.server";
import { createUser } from "~/models/account/user.server";
import { submitContactMessage } from "~/models/contact/contact.server";
import { submitInquiry } from "~/models/inquiry/inquiry.server";
import { confirmSubscription, subscribe } from "~/models/newsletter/newsletter.server";
import { sendDailyDigests } from "~/models/repair/digest.server";
import { mailFixWatchers, watchForFix } from "~/models/repair/known-issue.server";
import { mailRepairNotice } from "~/models/repair/repair-notices.server";
import { submitVisitorReport } from "~/models/repair/report.server";
import { readMuseumSettings } from "~/models/settings/museum-settings.server";
import type { DB } from "~/utils/db.server";
import { MAIL_KINDS, type MailKind } from "~/utils/mail.server";
import { describeEachDatabase } from "./databases";
import { newGame } from "./factories";

/** This file's own configuration, set before anything reads (and caches) it. */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "museum-mail-layout-"));
const PUBLIC_URL = "https://museum.example";
const LOGO_ID = "0123456789abcdef0123456789abcdef";
const LOGO_IN_MAIL = `${PUBLIC_URL}/uploads/${LOGO_ID}-400.webp`;

beforeAll(() => {
  vi.stubEnv("DATA_DIR", dataDir);
  vi.stubEnv("SMTP_URL", "");
  vi.stubEnv("PUBLIC_URL", PUBLIC_URL);
  vi.stubEnv("MUSEUM_TIMEZONE", "America/New_York");
});

afterAll(() => {
  vi.unstubAllEnvs();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

let seq = 0;
const unique = (name: string) => `${name}${++seq}@example.test`;

async function game(db: DB, fields: { askingPrice?: number } = {}) {
  return db
    .insertInto("games")
    .values(
      newGame({
        name: `Machine ${++seq}`,
        asking_price: fields.askingPrice ?? null,
        for_sale: Boolean(fields.askingPrice),
      }),
    )
    .returning(["id", "name", "slug"])
    .executeTakeFirstOrThrow();
}

async function manager(db: DB) {
  const user = await createUser(db, { email: unique("manager"), password: "Boss#Pass1", role: "manager" });
  return { id: user.id, email: user.email, name: "Mia", ip: "203.0.113.5" };
}

/**
 * Every kind of mail the site sends, each by the code that sends it. The record names every MailKind, so a new
 * kind of mail does not typecheck until it is made here and its frame checked below.
 */
const SEND_ONE: Record<MailKind, (db: DB) => Promise<unknown>> = {
  contact: (db) =>
    submitContactMessage(db, { name: "Ana", email: unique("ana"), message: "Do you buy machines?" }, "/about"),
  report: async (db) =>
    submitVisitorReport(db, (await game(db)).id, { comment: "Ball stuck", reporterName: null, reporterEmail: null }),
  inquiry: async (db) =>
    submitInquiry(db, {
      gameId: (await game(db, { askingPrice: 2500 })).id,
      inquiryType: "purchase",
      name: "Sam",
      email: unique("sam"),
      phone: null,
      offerAmount: null,
      message: "Still for sale?",
    }),
  password_reset: async (db) => requestPasswordReset(db, (await manager(db)).email, "203.0.113.9"),
  newsletter_confirm: (db) => subscribe(db, unique("reader")),
  newsletter: async (db) => {
    await subscribe(db, unique("welcome"));
    const confirm = await db
      .selectFrom("email_outbox")
      .select("text_body")
      .where("kind", "=", "newsletter_confirm")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    const token = /token=([\w-]+)/.exec(confirm.text_body)![1];
    return confirmSubscription(db, token);
  },
  staff_account: async (db) =>
    createStaffAccount(
      db,
      { email: unique("new"), password: "Given#Pass1", role: "staff", name: "Nia" },
      await manager(db),
    ),
  repair_notice: async (db) => {
    await createUser(db, { email: unique("floor"), password: "Floor#Pass1", role: "staff" });
    const machine = await game(db);
    return mailRepairNotice(db, {
      repairId: 1,
      game: machine,
      severity: "unplayable",
      safety: true,
      source: "visitor",
      statusLine: "In Repair",
      comment: "Sparks <b>from</b> the cabinet",
    });
  },
  repair_digest: async (db) => {
    await db.deleteFrom("business_hours").execute();
    await db
      .insertInto("business_hours")
      .values(
        [0, 1, 2, 3, 4, 5, 6].map((day) => ({
          day_of_week: day,
          open_time: "10:00",
          close_time: "18:00",
          is_closed: false,
        })),
      )
      .execute();
    const reader = await createUser(db, { email: unique("digest"), password: "Digest#Pass1", role: "staff" });
    await db.updateTable("users").set({ notify_digest: true }).where("id", "=", reader.id).execute();
    // Noon in the museum on a fixed day: open whatever day the test runs.
    return sendDailyDigests(db, new Date(`2026-06-0${(seq % 7) + 1}T16:00:00Z`));
  },
  fixed_notice: async (db) => {
    const machine = await game(db);
    await watchForFix(db, machine.id, unique("watcher"), null);
    return mailFixWatchers(db, machine);
  },
  test: async (db) => sendTestEmail(db, await manager(db)),
};

describeEachDatabase("every mail in the museum's frame", (getDb) => {
  beforeEach(async () => {
    await getDb().deleteFrom("email_outbox").execute();
    await getDb().deleteFrom("digest_deliveries").execute();
  });

  const setLogo = async (logoUrl: string | null) => {
    const settings = await readMuseumSettings(getDb());
    await getDb()
      .updateTable("museum_settings")
      .set({ settings: JSON.stringify({ ...settings, name: "Flipper Hall", logoUrl }) })
      .execute();
  };

  /** Sends one mail of every kind and answers the outbox's rows by kind. */
  async function sendEveryKind() {
    for (const kind of MAIL_KINDS) await SEND_ONE[kind](getDb());
    const rows = await getDb().selectFrom("email_outbox").select(["kind", "text_body", "html_body"]).execute();
    return new Map(MAIL_KINDS.map((kind) => [kind, rows.filter((row) => row.kind === kind)]));
  }

  it("names every kind of mail the outbox knows", () => {
    expect(Object.keys(SEND_ONE).sort()).toEqual([...MAIL_KINDS].sort());
  });

  it("every kind of mail shows the museum's logo, at an address a mail app can load, and its name; the text stays plain", async () => {
    await setLogo(`/uploads/${LOGO_ID}-1200.webp`);
    for (const [kind, rows] of await sendEveryKind()) {
      expect(rows.length, kind).toBeGreaterThan(0);
      for (const row of rows) {
        expect(row.html_body, kind).toContain(`<img src="${LOGO_IN_MAIL}"`);
        expect(row.html_body, kind).toContain(">Flipper Hall</span>");
        expect(row.text_body, kind).not.toMatch(/<img|<p|<a /);
      }
    }
  });

  it("the frame adds no link: a visitor's fix notice links to the game's page only", async () => {
    await setLogo(`/uploads/${LOGO_ID}-1200.webp`);
    await SEND_ONE.fixed_notice(getDb());
    const row = await getDb()
      .selectFrom("email_outbox")
      .select("html_body")
      .where("kind", "=", "fixed_notice")
      .executeTakeFirstOrThrow();
    const links = [...row.html_body!.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
    expect(links).toHaveLength(1);
    expect(links[0]).toMatch(new RegExp(`^${PUBLIC_URL}/game/machine-\\d+`));
  });

  it("without a logo every mail shows the museum's name and no image", async () => {
    await setLogo(null);
    for (const [kind, rows] of await sendEveryKind()) {
      expect(rows.length, kind).toBeGreaterThan(0);
      for (const row of rows) {
        expect(row.html_body, kind).not.toContain("<img");
        expect(row.html_body, kind).toContain(">Flipper Hall</span>");
      }
    }
  });

  it("a text mail's words reach its HTML part escaped, with its addresses as links", async () => {
    await setLogo(null);
    await SEND_ONE.repair_notice(getDb());
    const row = await getDb()
      .selectFrom("email_outbox")
      .select(["text_body", "html_body"])
      .where("kind", "=", "repair_notice")
      .executeTakeFirstOrThrow();
    expect(row.text_body).toContain("Sparks <b>from</b> the cabinet");
    expect(row.html_body).toContain("Sparks &lt;b&gt;from&lt;/b&gt; the cabinet");
    expect(row.html_body).not.toContain("<b>from</b>");
    expect(row.html_body).toMatch(new RegExp(`<a href="${PUBLIC_URL}/repairs"[^>]*>${PUBLIC_URL}/repairs</a>`));
  });
});
