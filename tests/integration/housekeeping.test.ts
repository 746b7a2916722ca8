import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { audit } from "~/models/audit/audit.server";
import { pruneExpired } from "~/models/operations/housekeeping.server";
import { createUser } from "~/models/account/user.server";
import { processOutbox } from "~/utils/mail.server";
import { IDLE_TIMEOUT_MS } from "~/utils/session.server";
import { storedImageNames, storeImage } from "~/utils/storage.server";
import { describeEachDatabase } from "./databases";
import { newGame } from "./factories";
import { variantsStored } from "./stores";

/** This file's own DATA_DIR (set before the configuration is first read): the uploads it sweeps are only its own. */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "museum-housekeeping-"));

beforeAll(() => {
  vi.stubEnv("DATA_DIR", dataDir);
});

afterAll(() => {
  vi.unstubAllEnvs();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const NOW = new Date("2026-06-01T12:00:00Z");
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const DAY = 24 * 60 * 60 * 1000;
let counter = 0;

describeEachDatabase("housekeeping", (getDb) => {
  it("removes expired and idle sessions, old reset tokens, old throttle rows and abandoned uploads, and keeps everything else", async () => {
    const db = getDb();
    const user = await createUser(db, {
      email: `keep-${++counter}@example.org`,
      password: "Secret#123",
      role: "staff",
    });
    const session = (id: string, lastSeen: string, expires: string) =>
      db
        .insertInto("sessions")
        .values({
          id_hash: `${id}-${counter}`,
          user_id: user.id,
          created_at: ago(2 * DAY),
          last_seen_at: lastSeen,
          expires_at: expires,
          user_agent: null,
        })
        .execute();
    await session("live", ago(60_000), ago(-DAY));
    await session("expired", ago(60_000), ago(60_000));
    await session("idle", ago(IDLE_TIMEOUT_MS + 60_000), ago(-DAY));
    const token = (id: string, expires: string) =>
      db
        .insertInto("password_reset_tokens")
        .values({
          token_hash: `${id}-${counter}`,
          user_id: user.id,
          created_at: ago(3 * DAY),
          expires_at: expires,
          used_at: null,
        })
        .execute();
    await token("recent", ago(3_600_000));
    await token("old", ago(2 * DAY));

    await db.deleteFrom("audit_log").execute();
    const row = (action: string, createdAt: string) =>
      db.insertInto("audit_log").values({ action, entity: "x", created_at: createdAt }).execute();
    await row("public_form_submitted", ago(8 * DAY));
    await row("public_form_submitted", ago(DAY));
    await row("login_failed", ago(91 * DAY));
    await row("login_failed", ago(10 * DAY));
    await row("game_deleted", ago(400 * DAY));
    await audit(db, { action: "login_succeeded", entity: "user" });

    await db.deleteFrom("throttle").execute();
    const count = (key: string, windowStartedAgo: number, blockedUntilAgo: number) =>
      db
        .insertInto("throttle")
        .values({
          key,
          account: null,
          attempts: 9,
          window_started_at: NOW.getTime() - windowStartedAgo,
          blocked_until: NOW.getTime() - blockedUntilAgo,
        })
        .execute();
    await count("spent", 2 * DAY, DAY);
    await count("this-window", 60_000, 60_000);
    await count("still-waiting", 2 * DAY, -60_000);

    // A device cookie lives a year from its sign-in: its record goes with it.
    await db.deleteFrom("sign_in_devices").execute();
    await db
      .insertInto("sign_in_devices")
      .values([
        { id_hash: `expired-${counter}`, email: user.email, created_at: ago(366 * DAY) },
        { id_hash: `live-${counter}`, email: user.email, created_at: ago(364 * DAY) },
      ])
      .execute();

    const uploadsDir = path.join(dataDir, "uploads");
    fs.rmSync(uploadsDir, { recursive: true, force: true });
    const upload = async (modified: Date) => {
      const { imageUrl } = await storeImage(
        await sharp({ create: { width: 8, height: 6, channels: 3, background: "#336699" } })
          .png()
          .toBuffer(),
      );
      for (const name of storedImageNames(imageUrl)!) fs.utimesSync(path.join(uploadsDir, name), modified, modified);
      return imageUrl;
    };
    const abandoned = await upload(new Date(ago(2 * DAY)));
    const recent = await upload(new Date(ago(60_000)));
    const saved = await upload(new Date(ago(2 * DAY)));
    await db
      .insertInto("games")
      .values(newGame({ name: `Keeps its image ${counter}`, image_url: saved, all_images: JSON.stringify([saved]) }))
      .execute();

    expect(await pruneExpired(db, NOW)).toEqual({
      sessions: 2,
      resetTokens: 1,
      auditRows: 2,
      throttleRows: 1,
      games: 0,
      repairs: 0,
      tasks: 0,
      images: 1,
      mailFiles: 0,
      idempotencyKeys: 0,
      fixWatchers: 0,
      signInDevices: 1,
      alarmSenders: 0,
    });
    const devices = await db.selectFrom("sign_in_devices").select("id_hash").execute();
    expect(devices.map((d) => d.id_hash)).toEqual([`live-${counter}`]);
    const sessions = await db.selectFrom("sessions").select("id_hash").where("user_id", "=", user.id).execute();
    expect(sessions.map((s) => s.id_hash)).toEqual([`live-${counter}`]);
    const tokens = await db
      .selectFrom("password_reset_tokens")
      .select("token_hash")
      .where("user_id", "=", user.id)
      .execute();
    expect(tokens.map((t) => t.token_hash)).toEqual([`recent-${counter}`]);
    const left = await db.selectFrom("audit_log").select(["action", "created_at"]).orderBy("id").execute();
    expect(left.map((r) => r.action)).toEqual([
      "public_form_submitted",
      "login_failed",
      "game_deleted",
      "login_succeeded",
    ]);
    const counts = await db.selectFrom("throttle").select("key").orderBy("key").execute();
    expect(counts.map((r) => r.key)).toEqual(["still-waiting", "this-window"]);
    expect(await Promise.all([abandoned, recent, saved].map(variantsStored))).toEqual([0, 3, 3]);
  });
});

describeEachDatabase("housekeeping of the .eml outbox", (getDb) => {
  it("removes the .eml files of reset and confirmation mails a week after they were queued, and keeps every other mail's", async () => {
    vi.stubEnv("SMTP_URL", "");
    const db = getDb();
    const outbox = path.join(dataDir, "outbox");
    fs.rmSync(outbox, { recursive: true, force: true });
    await db.deleteFrom("email_outbox").execute();
    const queued = (subject: string, sensitive: boolean, createdAt: string) =>
      db
        .insertInto("email_outbox")
        .values({
          to_address: "sam@example.org",
          reply_to: null,
          subject,
          text_body: `${subject}: https://x/reset-password?token=T`,
          html_body: null,
          sensitive,
          status: "pending",
          attempts: 0,
          next_attempt_at: createdAt,
          created_at: createdAt,
          sent_at: null,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
    const reset = await queued("reset", true, ago(7 * DAY + 60_000));
    const confirm = await queued("confirm", true, ago(6 * DAY));
    const contact = await queued("contact", false, ago(30 * DAY));
    // Delivered as without SMTP: one .eml file each, named after the mail.
    expect(await processOutbox(db, undefined, NOW)).toBe(3);
    const files = () =>
      fs
        .readdirSync(outbox)
        .map((name) => Number(/Z-(\d+)-/.exec(name)![1]))
        .sort((a, b) => a - b);
    expect(files()).toEqual([reset.id, confirm.id, contact.id]);

    expect((await pruneExpired(db, NOW)).mailFiles).toBe(1);
    expect(files()).toEqual([confirm.id, contact.id]);
    expect((await pruneExpired(db, new Date(NOW.getTime() + DAY + 60_000))).mailFiles).toBe(1);
    expect(files(), "a mail without a one-time link stays in the development mailbox").toEqual([contact.id]);
    fs.rmSync(outbox, { recursive: true, force: true });
  });
});
