import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parseConfig } from "~/utils/config.server";
import { createDb, migrateToLatest } from "~/utils/db.server";
import { DiskFileStore } from "~/utils/file-store.server";
import { parseBackupArgs, parseRestoreArgs, runBackup, runRestore } from "./backup-cli";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "museum-backup-cli-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, io: { log: (line: string) => void out.push(line), error: (line: string) => void err.push(line) } };
}

const target = (dataDir: string) => () => {
  const config = parseConfig({ DATA_DIR: dataDir });
  return { config, store: new DiskFileStore(path.join(dataDir, "uploads")) };
};

describe("backup and restore arguments", () => {
  it("read --out, --with-secrets, --dry-run and --force, and refuse anything else", () => {
    expect(parseBackupArgs([])).toEqual({ kind: "run", out: null, withSecrets: false });
    expect(parseBackupArgs(["--out", "x.tar.gz", "--with-secrets"])).toEqual({
      kind: "run",
      out: "x.tar.gz",
      withSecrets: true,
    });
    expect(parseBackupArgs(["x.tar.gz"])).toMatchObject({
      kind: "usage-error",
      message: "unexpected argument 'x.tar.gz' (use --out FILE)",
    });
    expect(parseBackupArgs(["--secrets"])).toMatchObject({ kind: "usage-error" });
    expect(parseRestoreArgs(["a.tar.gz", "--force"])).toEqual({
      kind: "run",
      file: "a.tar.gz",
      dryRun: false,
      force: true,
    });
    expect(parseRestoreArgs(["--dry-run", "a.tar.gz"])).toEqual({
      kind: "run",
      file: "a.tar.gz",
      dryRun: true,
      force: false,
    });
    expect(parseRestoreArgs(["a.tar.gz", "--create"])).toMatchObject({ kind: "run", create: true });
    expect(parseRestoreArgs([])).toMatchObject({ kind: "usage-error", message: "name exactly one archive to restore" });
    expect(parseRestoreArgs(["-h"])).toEqual({ kind: "help" });
  });
});

describe("npm run backup / restore", () => {
  it("writes a default-named archive with the secret only when asked, checks it with --dry-run, restores into a data folder without a database only with --create, and refuses a damaged one without creating anything", async () => {
    const source = path.join(tmp, "source");
    const config = parseConfig({ DATA_DIR: source });
    fs.mkdirSync(source, { recursive: true });
    fs.writeFileSync(path.join(source, "session-secret"), "s".repeat(64));
    const db = createDb(config.database);
    await migrateToLatest(db);
    await db
      .insertInto("faqs")
      .values({ category: "Visit", question: "Parking?", answer: "Yes", order_number: 1 })
      .execute();
    await db.destroy();
    const store = new DiskFileStore(path.join(source, "uploads"));

    const cwd = process.cwd();
    process.chdir(tmp);
    const plain = capture();
    try {
      expect(
        await runBackup(
          { out: null, withSecrets: false },
          config,
          store,
          plain.io,
          new Date("2026-11-25T03:00:12.345Z"),
        ),
      ).toBe(0);
    } finally {
      process.chdir(cwd);
    }
    expect(plain.out.slice(0, 2)).toEqual([`Database: SQLite ${source}/museum.db`, `Data folder: ${source}`]);
    expect(plain.out[2]).toMatch(
      new RegExp(
        `^Backup written: ${tmp}/museum-backup-2026-11-25T03-00-12Z\\.tar\\.gz \\(\\d+(\\.\\d)? KB, \\d+\\.\\d s\\)$`,
      ),
    );
    expect(plain.out.join("\n")).toMatch(/The session secret is not included/);

    const withSecret = path.join(tmp, "with-secret.tar.gz");
    expect(await runBackup({ out: withSecret, withSecrets: true }, config, store, capture().io)).toBe(0);
    const checked = capture();
    expect(
      await runRestore({ file: withSecret, dryRun: true, force: false }, target(path.join(tmp, "never")), checked.io),
    ).toBe(0);
    expect(checked.out[0]).toMatch(
      /^The archive is complete: 1 row in \d+ tables, 0 files, the session secret; schema \d{8}_\d{4}_\w+, made .+ from sqlite\. Nothing was written \(--dry-run\)\.$/,
    );
    expect(fs.existsSync(path.join(tmp, "never"))).toBe(false);

    // A data folder without a database is not the server's: refused, and nothing is made there.
    const restoredDir = path.join(tmp, "restored");
    const stopped = capture();
    expect(await runRestore({ file: withSecret, dryRun: false, force: false }, target(restoredDir), stopped.io)).toBe(
      1,
    );
    expect(stopped.out).toEqual([`Database: SQLite ${restoredDir}/museum.db`, `Data folder: ${restoredDir}`]);
    expect(stopped.err).toEqual([
      `Error: there is no database at ${restoredDir}/museum.db. Set DATA_DIR (or DATABASE_URL) to the server's, or add --create to start a new one there. Nothing was written.`,
    ]);
    expect(fs.existsSync(restoredDir)).toBe(false);

    const restored = capture();
    expect(
      await runRestore(
        { file: withSecret, dryRun: false, force: false, create: true },
        target(restoredDir),
        restored.io,
      ),
    ).toBe(0);
    expect(restored.out.slice(0, 2)).toEqual([
      `Database: SQLite ${restoredDir}/museum.db`,
      `Data folder: ${restoredDir}`,
    ]);
    expect(restored.out.join("\n")).toMatch(/Every count and SHA-256 matched/);
    expect(fs.readFileSync(path.join(restoredDir, "session-secret"), "utf8")).toBe("s".repeat(64));

    const truncated = path.join(tmp, "truncated.tar.gz");
    fs.writeFileSync(truncated, fs.readFileSync(withSecret).subarray(0, 200));
    const refused = capture();
    expect(
      await runRestore({ file: truncated, dryRun: false, force: false }, target(path.join(tmp, "never")), refused.io),
    ).toBe(1);
    expect(refused.err).toEqual([
      "The archive is damaged: it ends early (the file is truncated). Nothing was restored.",
    ]);
    expect(fs.existsSync(path.join(tmp, "never"))).toBe(false);
  });
});
