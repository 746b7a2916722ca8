import { expect, it } from "vitest";
import { bumpContentVersion, contentVersion, versionedCache } from "~/models/operations/content-version.server";
import { releaseLease, takeLease } from "~/models/operations/job-lease.server";
import { countRequest, forgetRequests } from "~/models/shared/request-rate.server";
import { runIfDue, type ScheduledJob } from "~/utils/scheduled-jobs.server";
import { describeEachDatabase } from "./databases";

/** What several servers on one database share: each "server" here is a holder name or a cache of its own. */

const NOW = Date.UTC(2026, 5, 1, 3, 0, 0);
const HOUR = 60 * 60 * 1000;

describeEachDatabase("servers sharing one database", (getDb) => {
  it("a job's lease goes to exactly one of many servers asking at once, and to another only when it runs out or is given back", async () => {
    const db = getDb();
    const servers = Array.from({ length: 12 }, (_, i) => `server-${i}`);
    const taken = await Promise.all(servers.map((s) => takeLease(db, "lease-test", s, HOUR, NOW)));
    expect(taken.filter(Boolean)).toHaveLength(1);
    const holder = servers[taken.indexOf(true)];
    const other = servers.find((s) => s !== holder)!;

    expect(
      await takeLease(db, "lease-test", holder, HOUR, NOW + HOUR - 1),
      "not again by its holder within the period",
    ).toBe(false);
    expect(await takeLease(db, "lease-test", other, HOUR, NOW + HOUR - 1)).toBe(false);
    expect(await takeLease(db, "lease-test", other, HOUR, NOW + HOUR), "once it has run out").toBe(true);
    await releaseLease(db, "lease-test", holder);
    expect(
      await db.selectFrom("job_leases").select(["holder"]).where("job", "=", "lease-test").execute(),
      "only its holder gives it back",
    ).toEqual([{ holder: other }]);
    await releaseLease(db, "lease-test", other);
    expect(await takeLease(db, "lease-test", holder, HOUR, NOW + HOUR + 1)).toBe(true);
  });

  it("a scheduled job runs once per period however many servers start it at the same moment", async () => {
    const db = getDb();
    const runs: string[] = [];
    const job = (server: string): ScheduledJob => ({
      name: "nightly-test",
      everyMs: 24 * HOUR,
      run: async () => void runs.push(server),
    });
    const at = (ms: number) => new Date(NOW + ms);
    const servers = ["a", "b", "c", "d"];
    await Promise.all(servers.map((s) => runIfDue(db, job(s), s, at(0))));
    await Promise.all(servers.map((s) => runIfDue(db, job(s), s, at(HOUR))));
    expect(runs).toHaveLength(1);
    await Promise.all(servers.map((s) => runIfDue(db, job(s), s, at(24 * HOUR))));
    expect(runs, "the next night, once more").toHaveLength(2);
  });

  it("a cached value is reloaded on every server once its content version moves, and only then", async () => {
    const db = getDb();
    let loads = 0;
    const load = async () => ({ loaded: ++loads });
    const serverA = versionedCache("chatbot_settings", load);
    const serverB = versionedCache("chatbot_settings", load);
    const before = await contentVersion(db, "chatbot_settings");
    const a1 = await serverA(db);
    const b1 = await serverB(db);
    expect(await serverA(db)).toBe(a1);
    expect(await serverB(db)).toBe(b1);
    expect(loads).toBe(2);

    await bumpContentVersion(db, "chatbot_settings");
    expect(await contentVersion(db, "chatbot_settings")).toBe(before + 1);
    expect(await serverA(db)).toEqual({ loaded: 3 });
    expect(await serverB(db)).toEqual({ loaded: 4 });
  });

  it("request counts are shared, atomic, and start again when their window ends", async () => {
    const db = getDb();
    await forgetRequests(db, "post:203.0.113.9");
    const counts = await Promise.all(
      Array.from({ length: 20 }, () => countRequest(db, "post:203.0.113.9", 60_000, NOW)),
    );
    expect(counts.map((c) => c.hits).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(counts[0].resetAt.getTime()).toBe(NOW + 60_000);
    expect((await countRequest(db, "post:203.0.113.9", 60_000, NOW + 59_999)).hits).toBe(21);
    const fresh = await countRequest(db, "post:203.0.113.9", 60_000, NOW + 60_000);
    expect(fresh).toEqual({ hits: 1, resetAt: new Date(NOW + 120_000) });
  });
});
