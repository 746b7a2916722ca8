import { beforeEach, expect, it } from "vitest";
import type { GameStatus } from "~/db/schema";
import { createUser } from "~/models/account/user.server";
import { changeGameStatus } from "~/models/game/game-status-history.server";
import { requestParts } from "~/models/repair/parts.server";
import { watchForFix } from "~/models/repair/known-issue.server";
import { pruneExpired } from "~/models/operations/housekeeping.server";
import { logRepair } from "~/models/repair/repair.server";
import { setExpectedBack } from "~/models/repair/triage.server";
import { addWorkEntry } from "~/models/repair/work-entries.server";
import { TOO_MANY_SUBMISSIONS } from "~/models/shared/form-throttle.server";
import GamePage, { loader as gameLoader } from "~/routes/game";
import ReportIssue, { action as reportAction, loader as reportLoader } from "~/routes/report-issue";
import { processOutbox } from "~/utils/mail.server";
import { HONEYPOT_FIELD } from "~/utils/spam";
import { describeEachDatabase } from "./databases";
import { renderRoute } from "./render-route";
import { newGame } from "./factories";

// getConfig() caches on first use, which comes after these lines.
process.env.STAFF_NOTIFY_EMAIL = "techs@museum.test";
process.env.PUBLIC_FORM_LIMIT = "4";
process.env.PUBLIC_URL = "https://replay.example";
process.env.MUSEUM_TIMEZONE = "America/New_York";

/**
 * What the visitor at the machine can do, through the report page's own loader and action: the
 * two questions, "Same problem", "E-mail me when it is fixed", duplicate-safe posts, and what the page never
 * sends. The model rules underneath are in repair-floor.test.ts.
 */

let ipCounter = 0;
/** Each post comes from its own address unless a test says otherwise, so the per-IP throttle stays out of the way. */
const freshIp = () => `198.51.100.${++ipCounter}`;
let seq = 0;

type Outcome = { status: number; body?: unknown; location?: string | null };

function outcomeOf(result: unknown): Outcome {
  if (result instanceof Response) return { status: result.status, location: result.headers.get("Location") };
  if (result && typeof result === "object" && (result as { type?: string }).type === "DataWithResponseInit") {
    const { data, init } = result as { data: unknown; init: ResponseInit | null };
    return { status: init?.status ?? 200, body: data };
  }
  return { status: 200, body: result };
}

async function post(url: string, fields: Record<string, string>, ip = freshIp()) {
  const body = new FormData();
  for (const [key, value] of Object.entries({ [HONEYPOT_FIELD]: "", ...fields })) body.append(key, value);
  const request = new Request(`http://localhost${url}`, { method: "POST", body });
  return outcomeOf(await reportAction({ request, params: {}, context: { ip, cspNonce: "" } } as never));
}

const args = (url: string, params: Record<string, string> = {}) =>
  ({ request: new Request(`http://localhost${url}`), params, context: { ip: freshIp(), cspNonce: "" } }) as never;

/** A 32-hex key, as useIdempotencyKey makes them. */
const newKey = () => `${Date.now().toString(16)}${(++seq).toString(16)}`.padEnd(32, "a");

/** Server-renders one route component with the given loader data, as the page's HTML would hold it. */
const render = (url: string, path: string, Component: unknown, loaderData: unknown) =>
  renderRoute(url, path, Component, loaderData).replaceAll("<!-- -->", "");

describeEachDatabase("the visitor at the machine", (getDb) => {
  const game = async (status: GameStatus) =>
    getDb()
      .insertInto("games")
      .values(newGame({ name: `Visitor machine ${++seq}`, status }))
      .returning(["id", "slug", "name"])
      .executeTakeFirstOrThrow();
  const staff = async () => {
    const email = `visitor-floor${++seq}@museum.test`;
    const { id } = await createUser(getDb(), { email, password: "Old#Pass1", role: "staff", name: `Tech ${seq}` });
    return { id, ip: "203.0.113.9", email };
  };
  const statusOf = async (id: number) =>
    (await getDb().selectFrom("games").select("status").where("id", "=", id).executeTakeFirstOrThrow()).status;
  const repairsOf = (gameId: number) =>
    getDb().selectFrom("repairs").selectAll().where("game_id", "=", gameId).orderBy("id").execute();
  const mailsTo = (to: string) => getDb().selectFrom("email_outbox").selectAll().where("to_address", "=", to).execute();
  /** Every row of every table that holds `text` anywhere, as "table: row". */
  const rowsHolding = async (text: string) => {
    const db = getDb();
    const found: string[] = [];
    for (const table of await db.introspection.getTables()) {
      if (table.isView) continue;
      const rows = await db
        .selectFrom(table.name as "games")
        .selectAll()
        .execute();
      for (const row of rows)
        if (JSON.stringify(row).includes(text)) found.push(`${table.name}: ${JSON.stringify(row)}`);
    }
    return found;
  };

  beforeEach(async () => {
    await getDb().deleteFrom("email_outbox").execute();
  });

  it("the report's two answers are stored and decide the machine's status and the staff mail's subject", async () => {
    const cases = [
      { answers: { playable: "no" }, severity: "unplayable", safety: false, playable: false, status: "In Repair" },
      { answers: { playable: "yes" }, severity: "major", safety: false, playable: true, status: "Operational" },
      {
        answers: { playable: "yes", unsafe: "on" },
        severity: "major",
        safety: true,
        playable: true,
        status: "In Repair",
      },
      // A page from before the questions: no answers, the spec's path (Unplayable).
      { answers: {}, severity: "unplayable", safety: false, playable: null, status: "In Repair" },
    ] as const;
    for (const c of cases) {
      const machine = await game("Operational");
      const result = await post(`/report-issue?gameId=${machine.id}`, {
        comment: "Flippers dead",
        reporterName: "",
        reporterEmail: "",
        ...c.answers,
      });
      expect(result).toEqual({ status: 302, location: `/report-issue?gameId=${machine.id}&submitted=1` });
      const [row] = await repairsOf(machine.id);
      expect(row).toMatchObject({
        source: "visitor",
        severity: c.severity,
        safety: c.safety,
        visitor_playable: c.playable,
      });
      expect(await statusOf(machine.id)).toBe(c.status);
      const [mail] = await mailsTo("techs@museum.test");
      expect(mail.subject).toBe(`${c.safety ? "SAFETY: " : ""}Issue reported: ${machine.name}`);
      await getDb().deleteFrom("email_outbox").execute();
    }

    const machine = await game("Operational");
    const odd = await post(`/report-issue?gameId=${machine.id}`, { comment: "x", playable: "maybe" });
    expect(odd).toMatchObject({
      status: 400,
      body: { intent: "report", fieldErrors: { playable: expect.any(String) } },
    });
    expect(await repairsOf(machine.id)).toHaveLength(0);
  });

  it("the same report sent three times, one after another and in parallel, stores one repair and one staff mail", async () => {
    const machine = await game("Operational");
    const fields = (key: string, comment: string) => ({
      comment,
      reporterName: "",
      reporterEmail: "",
      playable: "no",
      idempotencyKey: key,
    });
    const ip = freshIp();
    const key = newKey();
    const inRow = [];
    for (let i = 0; i < 3; i++) inRow.push(await post(`/report-issue?gameId=${machine.id}`, fields(key, "Dead"), ip));
    expect(inRow.map((r) => r.status)).toEqual([302, 302, 302]);
    expect(await repairsOf(machine.id)).toHaveLength(1);

    // Repeats of an answered report do not use up the throttle: the address still has three of its four.
    for (let i = 0; i < 3; i++)
      expect((await post(`/report-issue?gameId=${machine.id}`, fields(newKey(), `More ${i}`), ip)).status).toBe(302);
    expect((await post(`/report-issue?gameId=${machine.id}`, fields(newKey(), "Too many"), ip)).status).toBe(429);

    const other = await game("Operational");
    const parallel = newKey();
    const answers = await Promise.all(
      [1, 2, 3].map(() => post(`/report-issue?gameId=${other.id}`, fields(parallel, "Display dark"), freshIp())),
    );
    expect(answers.map((r) => r.location)).toEqual(Array(3).fill(`/report-issue?gameId=${other.id}&submitted=1`));
    expect((await repairsOf(other.id)).map((r) => r.comment)).toEqual(["Display dark"]);
    expect(await mailsTo("techs@museum.test")).toHaveLength(5);
  });

  it("'Same problem' counts on the newest open repair, never adds a row, counts a re-sent tap once, and is throttled", async () => {
    const who = await staff();
    const machine = await game("Operational");
    const { repairId } = (await logRepair(getDb(), machine.id, "Coin mech jammed", who))!;
    const url = `/report-issue?gameId=${machine.id}`;
    const key = newKey();
    const ip = freshIp();
    for (let i = 0; i < 3; i++)
      expect(await post(url, { intent: "same-problem", idempotencyKey: key }, ip)).toEqual({
        status: 302,
        location: `${url}&confirmed=1`,
      });
    await Promise.all([1, 2].map(() => post(url, { intent: "same-problem", idempotencyKey: newKey() }, ip)));
    const rows = await repairsOf(machine.id);
    expect(rows.map((r) => [r.id, r.confirmations])).toEqual([[repairId, 3]]);

    // Two more from the same address: the fourth is taken, the fifth is refused.
    expect((await post(url, { intent: "same-problem" }, ip)).status).toBe(302);
    expect(await post(url, { intent: "same-problem" }, ip)).toMatchObject({
      status: 429,
      body: { intent: "same-problem", error: TOO_MANY_SUBMISSIONS },
    });
    expect((await repairsOf(machine.id))[0].confirmations).toBe(4);

    // Nothing open (fixed meanwhile): the visitor gets the plain report form, and nothing is written.
    const fixed = await game("Operational");
    expect(await post(`/report-issue?gameId=${fixed.id}`, { intent: "same-problem" })).toEqual({
      status: 302,
      location: `/report-issue?gameId=${fixed.id}`,
    });
    expect(await repairsOf(fixed.id)).toHaveLength(0);
    expect((await post(url, { intent: "nonsense" })).status).toBe(400);
  });

  it("'E-mail me when it is fixed': one mail on the next Operational, then the address is gone from every table", async () => {
    const who = await staff();
    const machine = await game("Operational");
    await logRepair(getDb(), machine.id, "Dead", who);
    const address = `watcher${++seq}@example.test`;
    const url = `/report-issue?gameId=${machine.id}&submitted=1`;

    expect(await post(url, { intent: "watch", watchEmail: "nope@" })).toMatchObject({
      status: 400,
      body: { intent: "watch", fieldErrors: { watchEmail: "Please enter a valid email address" } },
    });
    const key = newKey();
    for (let i = 0; i < 2; i++)
      expect(await post(url, { intent: "watch", watchEmail: ` ${address} `, idempotencyKey: key })).toEqual({
        status: 302,
        location: `${url}&watching=1`,
      });
    expect(
      await getDb().selectFrom("fix_watchers").select("email").where("game_id", "=", machine.id).execute(),
    ).toEqual([{ email: address }]);
    const page = outcomeOf(await reportLoader(args(`${url}&watching=1`)));
    expect(page.body).toMatchObject({ submitted: true, watching: true, canWatch: true });

    await getDb()
      .transaction()
      .execute((trx) =>
        changeGameStatus(trx, {
          gameId: machine.id,
          from: "In Repair",
          to: "Operational",
          by: who.id,
          source: "edit",
          at: new Date().toISOString(),
        }),
      );
    expect(await mailsTo(address)).toHaveLength(1);
    const delivered: string[] = [];
    while ((await processOutbox(getDb(), async (mail) => void delivered.push(mail.to_address))) > 0);
    expect(delivered.filter((to) => to === address)).toHaveLength(1);
    expect(await rowsHolding(address)).toEqual([]);

    // Broken and fixed again: nobody is mailed a second time.
    await logRepair(getDb(), machine.id, "Dead again", who);
    await getDb()
      .transaction()
      .execute((trx) =>
        changeGameStatus(trx, {
          gameId: machine.id,
          from: "In Repair",
          to: "Operational",
          by: who.id,
          source: "edit",
          at: new Date().toISOString(),
        }),
      );
    expect(await mailsTo(address)).toHaveLength(0);

    // An Operational machine is offered no "E-mail me" (it would never be mailed).
    const playing = outcomeOf(await reportLoader(args(`/report-issue?gameId=${machine.id}`)));
    expect(playing.body).toMatchObject({ canWatch: false });
  });

  it("an address that was never mailed is deleted by the hourly housekeeping once its 60 days are over", async () => {
    const machine = await game("In Repair");
    const day = 24 * 60 * 60 * 1000;
    const t0 = new Date("2026-01-01T12:00:00.000Z");
    await watchForFix(getDb(), machine.id, "sixty-one@example.test", null, t0);
    await watchForFix(getDb(), machine.id, "fifty-nine@example.test", null, new Date(t0.getTime() + 2 * day));
    const pruned = await pruneExpired(getDb(), new Date(t0.getTime() + 61 * day));
    expect(pruned.fixWatchers).toBe(1);
    expect(await rowsHolding("sixty-one@example.test")).toEqual([]);
    expect(
      await getDb().selectFrom("fix_watchers").select("email").where("game_id", "=", machine.id).execute(),
    ).toEqual([{ email: "fifty-nine@example.test" }]);
  });

  it("the QR page and the game page tell a visitor only that staff know, when, and when it is expected back", async () => {
    const db = getDb();
    const who = await staff();
    const machine = await game("Operational");
    const reported = await post(`/report-issue?gameId=${machine.id}`, {
      comment: "SECRET-VISITOR-TEXT ball stuck",
      reporterName: "Rosalind Reporter",
      reporterEmail: "rosalind.reporter@example.test",
    });
    expect(reported.status).toBe(302);
    const [repair] = await repairsOf(machine.id);
    await db
      .updateTable("repairs")
      .set({ created_at: "2026-06-01T14:05:00.000Z" })
      .where("id", "=", repair.id)
      .execute();
    await addWorkEntry(
      db,
      repair.id,
      {
        body: "SECRET-WORK-ENTRY opened the cabinet",
        minutes: 20,
        photos: [{ url: "/uploads/secret-photo-1200.webp", thumbnailUrl: "/uploads/secret-photo-400.webp" }],
        parts: [{ name: "SECRET-PART flipper coil", quantity: 1, url: null, cost: 12 }],
      },
      who,
    );
    await requestParts(db, repair.id, [{ name: "SECRET-PART2 rubber", quantity: 2, url: null, cost: null }], who);
    await setExpectedBack(db, repair.id, "2026-06-09", who);
    const secrets = [
      "SECRET-",
      "Rosalind",
      "rosalind.reporter@example.test",
      "secret-photo",
      "flipper coil",
      "rubber",
      "Tech ",
    ];

    const qr = outcomeOf(await reportLoader(args(`/report-issue?gameId=${machine.id}`)));
    expect(qr.body).toMatchObject({
      knownIssue: { reportedAt: "Jun 1, 2026 10:05 AM", expectedBack: "Jun 9, 2026" },
    });
    const gamePage = await gameLoader(args(`/game/${machine.slug}`, { slug: machine.slug! }));
    // No public line was written, so the page names none: never the report's own words.
    expect(gamePage.knownIssue).toEqual({ reportedAt: "Jun 1, 2026 10:05 AM", expectedBack: "Jun 9, 2026", lines: [] });

    const qrHtml = render(`/report-issue?gameId=${machine.id}`, "/report-issue", ReportIssue, qr.body);
    const gameHtml = render(`/game/${machine.slug}`, "/game/:slug", GamePage, gamePage);
    for (const html of [qrHtml, gameHtml]) {
      expect(html).toContain("Staff know about a problem with this machine");
      expect(html).toContain("Reported Jun 1, 2026 10:05 AM");
      expect(html).toContain("Expected back by Jun 9, 2026");
    }
    expect(qrHtml).toContain("Same problem");
    expect(qrHtml).toContain("Something else");
    expect(qrHtml).toContain("E-mail me when it is fixed");
    for (const secret of secrets)
      for (const [what, text] of [
        ["QR data", JSON.stringify(qr.body)],
        ["game data", JSON.stringify(gamePage)],
        ["QR HTML", qrHtml],
        ["game HTML", gameHtml],
      ])
        expect(text, `${what} holds ${secret}`).not.toContain(secret);
  });
});
