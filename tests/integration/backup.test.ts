import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { Migrator } from "kysely";
import { afterAll, describe, expect, inject, it } from "vitest";
import { migrations } from "../../migrations";
import { listTables, openReadHandle } from "~/models/operations/backup-data.server";
import { createBackup } from "~/models/operations/backup.server";
import { restoreBackup } from "~/models/operations/restore.server";
import { submitContactMessage } from "~/models/contact/contact.server";
import { logRepair } from "~/models/repair/repair.server";
import { createUser } from "~/models/account/user.server";
import { entryBytes, readArchive } from "~/utils/backup-archive-read.server";
import {
  canonicalLine,
  MANIFEST_ENTRY,
  sha256,
  tableContent,
  tableEntry,
  writeArchive,
  type Manifest,
} from "~/utils/backup-archive.server";
import type { Config } from "~/utils/config.server";
import { createDb, migrateToLatest, type DB } from "~/utils/db.server";
import { DiskFileStore, type FileStore } from "~/utils/file-store.server";
import type { Dialect } from "./databases";
import { newGame } from "./factories";

/**
 * Backups at the integration level, on both databases: the writes run in this process against the source
 * database while the backup reads it through its own connection (SQLite) or the pool (PostgreSQL), so the
 * snapshot is tested against real interleaving without a server's share of the two cores; the restored
 * site itself is served and signed into by tests/e2e/backup.spec.ts.
 */

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "museum-backup-test-"));
const disposers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const dispose of disposers.reverse()) await dispose();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const dir = (name: string) => fs.mkdtempSync(path.join(tmp, `${name}-`));

async function freshDatabase(dialect: Dialect): Promise<{ database: Config["database"]; db: DB }> {
  let database: Config["database"];
  if (dialect === "sqlite") {
    database = { kind: "sqlite", file: path.join(dir("sqlite"), "museum.db") };
  } else {
    const base = inject("postgresUrl");
    const name = `b_${crypto.randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(base);
    url.pathname = `/${name}`;
    database = { kind: "postgres", url: url.toString() };
    disposers.push(async () => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    });
  }
  const db = createDb(database);
  disposers.push(() => db.destroy());
  return { database, db };
}

const actor = (id: number) => ({ id, ip: "203.0.113.9" });

/** A source with something of every kind the restore must get right: booleans, amounts, JSON text, epoch-ms bigints, ids with gaps. */
async function seedSource(db: DB, store: FileStore) {
  const user = await createUser(db, { email: "ana@example.org", password: "Secret#123", role: "manager", name: "Ana" });
  const games = [];
  for (let i = 0; i < 6; i++) {
    const game = await db
      .insertInto("games")
      .values(
        newGame({
          name: `Machine ${i}`,
          for_sale: i % 2 === 0,
          asking_price: i % 2 === 0 ? 1234.5 + i : null,
          all_images: JSON.stringify([`/uploads/${"a".repeat(32)}-1200.webp`]),
          missing_parts: '["Flipper \\"L\\""]',
        }),
      )
      .returning("id")
      .executeTakeFirstOrThrow();
    games.push(game.id);
  }
  await db.deleteFrom("games").where("id", "=", games.pop()!).execute(); // a gap in the ids
  await db
    .insertInto("products")
    .values({
      name: "T-shirt",
      category: "Apparel",
      price: 19.99,
      image_url: "/t.png",
      description: "Cotton ✓ ünïcode",
      in_stock: false,
    })
    .execute();
  await db
    .insertInto("special_hours")
    .values({ date: "2026-12-25", open_time: null, close_time: null, is_closed: true, reason: "Christmas" })
    .execute();
  await db
    .insertInto("throttle")
    .values({
      key: "login:ana@example.org|203.0.113.9",
      account: "ana@example.org",
      attempts: 3,
      window_started_at: 1_790_000_000_123,
      blocked_until: 1_790_000_060_456,
    })
    .execute();
  for (let i = 0; i < 3; i++)
    await store.put(`${crypto.randomBytes(16).toString("hex")}-400.webp`, crypto.randomBytes(2000 + i), "image/webp");
  return { userId: user.id, games };
}

async function archiveEntries(file: string) {
  const entries = new Map<string, Buffer>();
  await readArchive(file, async (entry) => void entries.set(entry.name, await entryBytes(entry)));
  return entries;
}

async function storeContents(store: FileStore) {
  const files = new Map<string, string>();
  for await (const stored of store.list()) files.set(stored.name, sha256((await store.get(stored.name))!));
  return files;
}

/** Every table of `db` against the archive: the same rows, value for value, as the archive holds. */
async function expectRowsEqualArchive(db: DB, manifest: Manifest, entries: Map<string, Buffer>) {
  for (const table of manifest.tables) {
    const archived = entries.get(tableEntry(table.name))!.toString("utf8").split("\n").filter(Boolean);
    const rows = await db
      .selectFrom(table.name as "games")
      .selectAll()
      .execute();
    const restored = rows.map((row) => canonicalLine(row as Record<string, unknown>, table.columns)).sort();
    expect(restored, table.name).toEqual(archived);
  }
}

const sources: Dialect[] = ["sqlite", "postgres"];

for (const sourceDialect of sources) {
  describe(`backup and restore from ${sourceDialect}`, () => {
    let archive = "";
    let manifest: Manifest;
    let sourceFiles: Map<string, string>;

    it("takes one consistent snapshot while 200 form posts and staff writes run", async () => {
      const source = await freshDatabase(sourceDialect);
      await migrateToLatest(source.db);
      const store = new DiskFileStore(dir("uploads"));
      const { userId, games } = await seedSource(source.db, store);
      sourceFiles = await storeContents(store);
      const reader = await openReadHandle(source.db);
      archive = path.join(dir("out"), "backup.tar.gz");

      let finished = 0;
      let startBackup: () => void = () => undefined;
      const midway = new Promise<void>((resolve) => (startBackup = resolve));
      const writes = Array.from({ length: 200 }, (_, i) =>
        (i % 2 === 0
          ? submitContactMessage(
              source.db,
              { name: `Visitor ${i}`, email: `v${i}@example.org`, message: `Concurrent message ${i}` },
              "/about",
            )
          : logRepair(source.db, games[i % games.length], `Concurrent repair ${i}`, actor(userId))
        ).then(() => {
          if (++finished === 40) startBackup();
        }),
      );
      const backup = midway.then(() => createBackup({ db: reader.db, store, dataDir: tmp, file: archive }));
      const [result] = await Promise.all([backup, ...writes]);
      await reader.close();
      manifest = result.manifest;

      const entries = await archiveEntries(archive);
      const rows = (table: string) =>
        entries
          .get(tableEntry(table))!
          .toString("utf8")
          .split("\n")
          .filter(Boolean)
          .map((l) => JSON.parse(l) as Record<string, unknown>);
      // Each repair and its audit row are written in one transaction: a consistent snapshot has both or neither.
      const repairs = rows("repairs").filter((r) => String(r.comment).startsWith("Concurrent"));
      const logged = rows("audit_log").filter((r) => r.action === "repair_logged");
      expect(logged.map((r) => Number(r.entity_id)).sort((a, b) => a - b)).toEqual(
        repairs.map((r) => Number(r.id)).sort((a, b) => a - b),
      );
      expect(repairs.length + rows("contact_messages").length).toBeGreaterThanOrEqual(40);
      expect(finished).toBe(200);
      // Every write was kept by the source; the archive holds the snapshot, not a mixture.
      const after = await source.db
        .selectFrom("repairs")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(100);

      expect(manifest).toMatchObject({
        format: "replay-museum-backup",
        database: sourceDialect,
        migration: expect.stringMatching(/^\d{8}_\d{4}_/),
      });
      expect(manifest.files.map((f) => f.name).sort()).toEqual([...sourceFiles.keys()].sort());
      expect(manifest.secrets).toEqual([]);
      expect([...entries.keys()].some((name) => name.includes("secret"))).toBe(false);
      for (const table of manifest.tables)
        expect(tableContent(rows(table.name), table.columns).sha256).toBe(table.sha256);
    });

    for (const targetDialect of sources) {
      it(`restores into a fresh ${targetDialect} database: every row and file equal to the snapshot, types and counters right`, async () => {
        const target = await freshDatabase(targetDialect);
        const store = new DiskFileStore(dir("restored-uploads"));
        const result = await restoreBackup({ file: archive, db: target.db, store, dataDir: dir("data") });
        expect(result.rows).toBe(manifest.tables.reduce((n, t) => n + t.rows, 0));

        await expectRowsEqualArchive(target.db, manifest, await archiveEntries(archive));
        expect(await storeContents(store)).toEqual(sourceFiles);

        const product = await target.db
          .selectFrom("products")
          .select(["price", "in_stock", "description"])
          .executeTakeFirstOrThrow();
        expect(product).toEqual({ price: 19.99, in_stock: false, description: "Cotton ✓ ünïcode" });
        const throttle = await target.db
          .selectFrom("throttle")
          .select(["window_started_at", "blocked_until"])
          .executeTakeFirstOrThrow();
        expect(throttle).toEqual({ window_started_at: 1_790_000_000_123, blocked_until: 1_790_000_060_456 });
        const forSale = await target.db
          .selectFrom("games")
          .select(["for_sale", "asking_price", "missing_parts"])
          .where("for_sale", "=", true)
          .orderBy("id")
          .execute();
        expect(forSale[0]).toEqual({ for_sale: true, asking_price: 1234.5, missing_parts: '["Flipper \\"L\\""]' });
        // A new row gets the next id after the largest restored one, not 1.
        const maxId = await target.db
          .selectFrom("games")
          .select((eb) => eb.fn.max("id").as("m"))
          .executeTakeFirstOrThrow();
        const added = await target.db
          .insertInto("games")
          .values(newGame({ name: "After restore" }))
          .returning("id")
          .executeTakeFirstOrThrow();
        expect(added.id).toBeGreaterThan(Number(maxId.m));
        await target.db
          .insertInto("contact_messages")
          .values({
            name: "n",
            email: "e@example.org",
            subject: "s",
            message: "m",
            created_at: new Date().toISOString(),
          })
          .execute();
      });
    }
  });
}

/** Rewrites an archive entry by entry; `change` may alter any entry's bytes (the manifest included). */
async function rewrite(file: string, change: (name: string, bytes: Buffer) => Buffer | null) {
  const out = path.join(dir("tampered"), "tampered.tar.gz");
  const entries = await archiveEntries(file);
  await writeArchive(out, async (add) => {
    for (const [name, bytes] of entries) {
      const changed = change(name, bytes);
      if (changed) await add(name, changed);
    }
  });
  return out;
}

async function expectNothingWritten(db: DB, store: FileStore) {
  expect(await listTables(db)).toEqual([]);
  expect((await storeContents(store)).size).toBe(0);
}

describe("a damaged archive", () => {
  let archive = "";

  it("is refused with a message, and nothing is written", async () => {
    const source = await freshDatabase("sqlite");
    await migrateToLatest(source.db);
    const sourceStore = new DiskFileStore(dir("uploads"));
    await seedSource(source.db, sourceStore);
    archive = path.join(dir("out"), "backup.tar.gz");
    await createBackup({ db: source.db, store: sourceStore, dataDir: tmp, file: archive });
    const bytes = fs.readFileSync(archive);

    const truncated = path.join(dir("bad"), "truncated.tar.gz");
    fs.writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const flipped = path.join(dir("bad"), "flipped.tar.gz");
    const corrupt = Buffer.from(bytes);
    corrupt[Math.floor(corrupt.length / 2)] ^= 0xff;
    fs.writeFileSync(flipped, corrupt);
    const editedRow = await rewrite(archive, (name, b) =>
      name === tableEntry("products") ? Buffer.from(b.toString().replace("19.99", "18.99")) : b,
    );
    const firstFile = `files/${fs.readdirSync(sourceStore.dir).sort()[0]}`;
    const droppedFile = await rewrite(archive, (name, b) => (name === firstFile ? null : b));
    const lyingManifest = await rewrite(archive, (name, b) => {
      if (name !== MANIFEST_ENTRY) return b;
      const m = JSON.parse(b.toString()) as Manifest;
      m.tables.find((t) => t.name === "games")!.rows += 1;
      return Buffer.from(JSON.stringify(m));
    });
    const noManifest = await rewrite(archive, (name, b) => (name === MANIFEST_ENTRY ? null : b));

    const cases: [string, RegExp][] = [
      [truncated, /^The archive is damaged: it ends early \(the file is truncated\)\. Nothing was restored\.$/],
      [flipped, /^The archive is damaged: .+\. Nothing was restored\.$/],
      [
        editedRow,
        /^The archive is damaged: tables\/products\.ndjson does not match its SHA-256 in the manifest \(changed after the backup\)\. Nothing was restored\.$/,
      ],
      [
        lyingManifest,
        /^The archive is damaged: tables\/games\.ndjson holds 5 rows where the manifest says 6\. Nothing was restored\.$/,
      ],
      [noManifest, /^The archive is damaged: it has no manifest/],
      [droppedFile, new RegExp(`^The archive is damaged: ${firstFile} is missing\\. Nothing was restored\\.$`)],
      [path.join(tmp, "no-such.tar.gz"), /^The archive is damaged: there is no such file\. Nothing was restored\.$/],
    ];
    for (const dialect of ["sqlite", "postgres"] as const) {
      const target = await freshDatabase(dialect);
      const store = new DiskFileStore(dir("target-uploads"));
      for (const [file, message] of cases) {
        await expect(restoreBackup({ file, db: target.db, store, dataDir: tmp }), path.basename(file)).rejects.toThrow(
          message,
        );
        await expectNothingWritten(target.db, store);
      }
    }
  });

  it("that fails while loading leaves the target empty and removes the files it wrote", async () => {
    // Counts and hashes agree, but a row breaks a rule of the schema: found only while loading.
    const badRow = await rewrite(archive, (name, b) => {
      if (name === tableEntry("games"))
        return Buffer.from(b.toString().replace(/"status":"Operational"/, '"status":"Broken"'));
      return b;
    });
    const fixManifest = await archiveEntries(badRow);
    const m = JSON.parse(fixManifest.get(MANIFEST_ENTRY)!.toString()) as Manifest;
    const games = fixManifest.get(tableEntry("games"))!;
    Object.assign(
      m.tables.find((t) => t.name === "games")!,
      { sha256: sha256(games), size: games.length },
    );
    const consistent = await rewrite(badRow, (name, b) =>
      name === MANIFEST_ENTRY ? Buffer.from(JSON.stringify(m)) : b,
    );

    class FailingStore extends DiskFileStore {
      puts = 0;
      override async put(name: string, bytes: Buffer) {
        if (++this.puts === 2) throw new Error("disk full");
        await super.put(name, bytes);
      }
    }
    for (const dialect of ["sqlite", "postgres"] as const) {
      const target = await freshDatabase(dialect);
      const store = new DiskFileStore(dir("target-uploads"));
      await expect(restoreBackup({ file: consistent, db: target.db, store, dataDir: tmp })).rejects.toThrow(
        /games_status_check/,
      );
      await expectNothingWritten(target.db, store);

      const failing = new FailingStore(dir("failing-uploads"));
      await expect(restoreBackup({ file: archive, db: target.db, store: failing, dataDir: tmp })).rejects.toThrow(
        "disk full",
      );
      await expectNothingWritten(target.db, failing);
    }
  });
});

describe("a target that holds data", () => {
  it("is refused, unless --force replaces its rows and files", async () => {
    const source = await freshDatabase("sqlite");
    await migrateToLatest(source.db);
    const sourceStore = new DiskFileStore(dir("uploads"));
    await seedSource(source.db, sourceStore);
    const archive = path.join(dir("out"), "backup.tar.gz");
    await createBackup({ db: source.db, store: sourceStore, dataDir: tmp, file: archive });
    for (const dialect of ["sqlite", "postgres"] as const) {
      const target = await freshDatabase(dialect);
      await migrateToLatest(target.db);
      await target.db
        .insertInto("faqs")
        .values({ category: "Visit", question: "Parking?", answer: "Yes", order_number: 1 })
        .execute();
      const store: FileStore = new DiskFileStore(dir("target-uploads"));
      const old = `${"f".repeat(32)}-400.webp`;
      await store.put(old, Buffer.from("old"), "image/webp");
      await expect(restoreBackup({ file: archive, db: target.db, store, dataDir: tmp })).rejects.toThrow(
        "The target is not empty (1 row in faqs). Nothing was restored. To replace its contents with the backup, add --force.",
      );
      expect(await target.db.selectFrom("faqs").select("question").execute()).toEqual([{ question: "Parking?" }]);

      await restoreBackup({ file: archive, db: target.db, store, dataDir: tmp, force: true });
      expect(await target.db.selectFrom("faqs").select("question").execute()).toEqual([]);
      expect(await target.db.selectFrom("products").select("name").execute()).toEqual([{ name: "T-shirt" }]);
      expect((await storeContents(store)).has(old)).toBe(false);
      expect((await storeContents(store)).size).toBe(3);
    }
  });
});

describe("an archive from an older version", () => {
  it("is restored at its own schema and then migrated to this app's, on both databases", async () => {
    // A museum backed up before contact messages had a status (migration 0005 turned "handled" into "read").
    const source = await freshDatabase("sqlite");
    const migrator = new Migrator({ db: source.db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo("20261123_0004_game_editing")).error).toBeUndefined();
    const now = new Date().toISOString();
    await source.db
      .insertInto("contact_messages")
      .values([
        {
          name: "Pat",
          email: "pat@example.org",
          subject: "Hi",
          message: "Handled one",
          source_page: "/about",
          handled: true,
          created_at: now,
        },
        {
          name: "Lee",
          email: "lee@example.org",
          subject: "Hi",
          message: "New one",
          source_page: "/about",
          handled: false,
          created_at: now,
        },
      ] as never)
      .execute();
    const archive = path.join(dir("out"), "old.tar.gz");
    const { manifest } = await createBackup({
      db: source.db,
      store: new DiskFileStore(dir("uploads")),
      dataDir: tmp,
      file: archive,
    });
    expect(manifest.migration).toBe("20261123_0004_game_editing");

    for (const dialect of ["sqlite", "postgres"] as const) {
      const target = await freshDatabase(dialect);
      const result = await restoreBackup({
        file: archive,
        db: target.db,
        store: new DiskFileStore(dir("target-uploads")),
        dataDir: tmp,
      });
      expect(result.migratedTo).toBe(Object.keys(migrations).sort().at(-1));
      const messages = await target.db
        .selectFrom("contact_messages")
        .select(["message", "status"])
        .orderBy("id")
        .execute();
      expect(messages).toEqual([
        { message: "Handled one", status: "read" },
        { message: "New one", status: "unread" },
      ]);
      expect(await target.db.selectFrom("backup_runs").selectAll().execute()).toEqual([]);
    }
  });
});
