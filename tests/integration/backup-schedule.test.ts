import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, expect, it, vi } from "vitest";
import { loader as adminLoader } from "~/routes/admin";
import { runScheduledBackup } from "~/models/operations/backup-schedule.server";
import { verifyArchive } from "~/utils/backup-archive-read.server";
import { routeArgs, signedIn } from "./actions";
import { describeEachDatabase } from "./databases";

/** This file's own DATA_DIR and schedule, set before the configuration is first read. */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "museum-backup-schedule-"));
const backups = path.join(dataDir, "backups");

beforeAll(() => {
  vi.stubEnv("DATA_DIR", dataDir);
  vi.stubEnv("BACKUP_EVERY", "24h");
  vi.stubEnv("BACKUP_KEEP", "2");
  vi.stubEnv("MUSEUM_TIMEZONE", "America/New_York");
});

afterEach(() => {
  vi.useRealTimers();
});

afterAll(() => {
  vi.unstubAllEnvs();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Summer in New York is UTC-4: 07:10Z is 03:10 at the museum. */
const at = (iso: string) => new Date(iso);

describeEachDatabase("scheduled backups", (getDb) => {
  it("run once a night after 03:00 museum time, keep the BACKUP_KEEP newest, and record each run", async () => {
    const db = getDb();
    await db.deleteFrom("backup_runs").execute();
    fs.rmSync(backups, { recursive: true, force: true });

    expect(await runScheduledBackup(at("2026-06-01T15:00:00Z"), db)).toBeNull(); // 11:00: the first one waits for the night
    expect(await runScheduledBackup(at("2026-06-02T06:59:00Z"), db)).toBeNull(); // 02:59
    const first = await runScheduledBackup(at("2026-06-02T07:10:00Z"), db); // 03:10
    expect(first).toMatchObject({ status: "ok", file: "museum-backup-2026-06-02T07-10-00Z.tar.gz", error: null });
    expect(Number(first?.size_bytes)).toBe(fs.statSync(path.join(backups, first!.file!)).size);
    expect(await runScheduledBackup(at("2026-06-02T08:10:00Z"), db)).toBeNull(); // 04:10, same night
    expect(await runScheduledBackup(at("2026-06-02T23:00:00Z"), db)).toBeNull(); // 19:00
    expect(await runScheduledBackup(at("2026-06-03T07:05:00Z"), db)).toMatchObject({ status: "ok" });
    // The server was down at night: it catches up at its first check after.
    expect(await runScheduledBackup(at("2026-06-04T13:00:00Z"), db)).toMatchObject({ status: "ok" });
    expect(await runScheduledBackup(at("2026-06-04T14:00:00Z"), db)).toBeNull();

    expect(fs.readdirSync(backups).sort()).toEqual([
      "museum-backup-2026-06-03T07-05-00Z.tar.gz",
      "museum-backup-2026-06-04T13-00-00Z.tar.gz",
    ]);
    const runs = await db.selectFrom("backup_runs").select(["started_at", "status"]).orderBy("started_at").execute();
    expect(runs).toEqual([
      { started_at: "2026-06-02T07:10:00.000Z", status: "ok" },
      { started_at: "2026-06-03T07:05:00.000Z", status: "ok" },
      { started_at: "2026-06-04T13:00:00.000Z", status: "ok" },
    ]);
    const manifest = await verifyArchive(path.join(backups, "museum-backup-2026-06-04T13-00-00Z.tar.gz"));
    expect(manifest.createdAt).toBe("2026-06-04T13:00:00.000Z");
    expect(manifest.tables.find((t) => t.name === "backup_runs")?.rows).toBe(2);
  });

  it("record a failure, and the Admin Dashboard shows the last backup or warns", async () => {
    const db = getDb();
    await db.deleteFrom("backup_runs").execute();
    const staff = await signedIn(db, "staff");
    const dashboard = async (now: string) => {
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(at(now));
      try {
        return ((await adminLoader(routeArgs("/admin", staff.cookie))) as { backup: unknown }).backup;
      } finally {
        vi.useRealTimers();
      }
    };
    expect(await dashboard("2026-07-01T12:00:00Z")).toEqual({
      last: null,
      lastOkLabel: null,
      warning: null,
      scheduled: true,
    });

    const ok = await runScheduledBackup(at("2026-07-02T07:30:00Z"), db);
    expect(await dashboard("2026-07-02T12:00:00Z")).toEqual({
      last: {
        at: "2026-07-02T07:30:00.000Z",
        atLabel: "Jul 2, 2026 3:30 AM",
        ok: true,
        sizeLabel: expect.stringMatching(/^\d+(\.\d)? KB$/),
        error: null,
      },
      lastOkLabel: null,
      warning: null,
      scheduled: true,
    });
    expect(ok?.size_bytes).toBeGreaterThan(0);
    expect(await dashboard("2026-07-04T08:00:00Z")).toMatchObject({ warning: "stale" });

    // The backups folder cannot be made: a file sits where it should be.
    fs.rmSync(backups, { recursive: true, force: true });
    fs.writeFileSync(backups, "not a folder");
    try {
      const failed = await runScheduledBackup(at("2026-07-03T07:30:00Z"), db);
      expect(failed).toMatchObject({
        status: "failed",
        file: null,
        size_bytes: null,
        error: expect.stringMatching(/EEXIST|ENOTDIR/),
      });
    } finally {
      fs.rmSync(backups, { force: true });
    }
    expect(await dashboard("2026-07-03T12:00:00Z")).toMatchObject({
      last: { ok: false, atLabel: "Jul 3, 2026 3:30 AM", error: expect.stringMatching(/EEXIST|ENOTDIR/) },
      lastOkLabel: "Jul 2, 2026 3:30 AM",
      warning: "failed",
    });
    // A failed night is not retried every hour; the next night tries again.
    expect(await runScheduledBackup(at("2026-07-03T08:30:00Z"), db)).toBeNull();
    expect(await runScheduledBackup(at("2026-07-04T07:30:00Z"), db)).toMatchObject({ status: "ok" });
  });
});
