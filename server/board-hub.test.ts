import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { BoardHub, type StreamTarget } from "./board-hub";

/** A connection that keeps what it was sent, or only counts it (the memory test must not hoard). */
function stream({ keep = true } = {}) {
  const sent: string[] = [];
  let count = 0;
  let ended = false;
  const target: StreamTarget = {
    write: (chunk) => {
      count++;
      if (keep) sent.push(chunk);
      return true;
    },
    end: () => void (ended = true),
    writableLength: 0,
  };
  return { target, sent, count: () => count, ended: () => ended };
}

/** Lets the poll that the first TV starts finish, so the next poll is not skipped as overlapping. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

const OPTIONS = { pollMs: 60_000, heartbeatMs: 60_000, retryMs: 3_000, maxAgeMs: 15 * 60_000 };
const changes = (sent: string[]) => sent.filter((s) => s.startsWith("event: change")).length;

describe("the boards' event hub", () => {
  it("tells every TV once per change, polls once per interval whatever the number of TVs, cuts revoked links", async () => {
    let state = "a";
    let reads = 0;
    const live = new Set([7]);
    const hub = new BoardHub({
      ...OPTIONS,
      fingerprint: async () => (reads++, state),
      liveLinks: async (ids) => new Set(ids.filter((id) => live.has(id))),
    });
    const tvs = [stream(), stream(), stream()];
    const linked = stream();
    const stops = tvs.map((tv) => hub.add(tv.target));
    hub.add(linked.target, { linkId: 7, address: null });
    expect(tvs[0].sent[0]).toBe("retry: 3000\n: connected\n\n");

    await settle(); // the first reading is the baseline, not a change
    await hub.poll();
    expect(tvs.map((tv) => changes(tv.sent))).toEqual([0, 0, 0]);
    state = "b";
    await hub.poll();
    await hub.poll();
    expect([...tvs, linked].map((tv) => changes(tv.sent))).toEqual([1, 1, 1, 1]);
    // Four polls in all (plus the one each start makes at once), not four per TV.
    expect(reads).toBeLessThanOrEqual(5);

    live.delete(7);
    await hub.poll();
    expect(linked.ended()).toBe(true);
    expect(hub.size).toBe(3);

    for (const stop of stops) stop();
    expect(hub.size).toBe(0);
    hub.closeAll();
  });

  it("ends a stream at the first heartbeat after its time is up, keeps the younger ones, and counts streams by address and by link", async () => {
    const hub = new BoardHub({ ...OPTIONS, fingerprint: async () => "same" });
    const t0 = Date.UTC(2026, 5, 3, 16);
    const old = stream();
    const young = stream();
    const linked = stream();
    hub.add(old.target, { linkId: null, address: "198.51.100.7" }, t0);
    hub.add(young.target, { linkId: null, address: "198.51.100.7" }, t0 + 10 * 60_000);
    hub.add(linked.target, { linkId: 3, address: null }, t0);
    expect([hub.heldBy("198.51.100.7"), hub.heldBy("198.51.100.8"), hub.heldBy("links")]).toEqual([2, 0, 1]);

    hub.heartbeat(t0 + OPTIONS.maxAgeMs - 1);
    expect([old.ended(), young.ended(), linked.ended()]).toEqual([false, false, false]);
    hub.heartbeat(t0 + OPTIONS.maxAgeMs);
    expect([old.ended(), young.ended(), linked.ended()]).toEqual([true, false, true]);
    expect(young.sent.filter((chunk) => chunk === ": ping\n\n")).toHaveLength(2);
    expect([hub.size, hub.heldBy("198.51.100.7"), hub.heldBy("links")]).toEqual([1, 1, 0]);
    hub.closeAll();
  });

  it("lets go of a TV that stopped reading instead of buffering for it", async () => {
    let state = 0;
    const hub = new BoardHub({ ...OPTIONS, fingerprint: async () => String(state++) });
    const stalled = stream();
    const reading = stream();
    hub.add({ ...stalled.target, writableLength: 1024 * 1024 });
    hub.add(reading.target);
    await settle();
    await hub.poll();
    expect(stalled.ended()).toBe(true);
    expect(changes(reading.sent)).toBe(1);
    hub.closeAll();
    expect(reading.ended()).toBe(true);
  });

  it("runs a day's worth of pushes and reconnections without growing the heap", async () => {
    setFlagsFromString("--expose-gc");
    const gc = runInNewContext("gc") as () => void;
    let state = 0;
    // Every poll is a change and every heartbeat a write: 1 ms intervals compress a TV day of updates into seconds.
    const hub = new BoardHub({ ...OPTIONS, pollMs: 1, heartbeatMs: 1, fingerprint: async () => String(state++) });
    const steady = Array.from({ length: 20 }, () => stream({ keep: false }));
    for (const tv of steady) hub.add(tv.target);
    const churn = async (rounds: number) => {
      for (let i = 0; i < rounds; i++) {
        // A TV dropping off and coming back (a restart, a network blip), as EventSource reconnects.
        const stop = hub.add(stream({ keep: false }).target);
        await new Promise((resolve) => setTimeout(resolve, 1));
        stop();
      }
    };
    await churn(500);
    gc();
    const before = process.memoryUsage().heapUsed;
    await churn(4_000);
    gc();
    const after = process.memoryUsage().heapUsed;
    const pushes = steady[0].count();
    hub.closeAll();
    expect(pushes, "pushes to one TV").toBeGreaterThan(4_000);
    expect(after - before, `heap grew from ${before} to ${after} bytes over ${pushes} pushes`).toBeLessThan(
      1024 * 1024,
    );
  }, 40_000);
});
