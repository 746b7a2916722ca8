import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { expect, test } from "@playwright/test";
import { inquirySuccessMessage } from "../../app/models/inquiry/inquiry";
import { createDb, type DB } from "../../app/utils/db.server";
import { insertTestGames } from "./game-data";
import { startOwnServer, type OwnServer } from "./own-server";

/**
 * Nothing lost (docs/departures.md#nothing-lost): a burst of public form posts, the server killed with SIGKILL in the
 * middle of it, then restarted on the same SQLite file. Every post that was answered with success must be stored and
 * have its staff mail queued; a post that got no answer may or may not be there.
 */

const POSTS = 1_000;
/**
 * When to kill: once the server has answered this many posts, and at least KILL_AFTER_PER_FORM of each
 * form's. Counted on the server's side, by the posts' mails: each form queues its mail last, just before
 * it answers. Counting answers where they arrive would be too late, as this process reads them in bursts.
 * The server works all posts through its one SQLite connection side by side, so the forms that take
 * fewer queries answer first; the count per form puts every form's answers to the test.
 */
const KILL_AFTER_ANSWERS = 300;
const KILL_AFTER_PER_FORM = 10;
/** Every post's text carries its own number, so each stored row and mail is traced to the post that made it. */
const marker = (n: number) => `nothing-lost-${String(n).padStart(4, "0")}`;
const MARKER = /nothing-lost-\d{4}/g;

type FormKind = "about" | "sell-donate" | "report" | "purchase" | "offer";
const KINDS: FormKind[] = ["about", "sell-donate", "report", "purchase", "offer"];

type Post = { n: number; kind: FormKind; path: string; fields: Record<string, string> };
type Games = { reportable: number; forSale: number };

/**
 * The contact forms and the offer dialog post as their pages' scripts do (the route's `.data` request,
 * answered with the action's result); the report and the purchase form post as a browser without
 * JavaScript does, answered with a Post/Redirect/Get. A whole page rendered for each of hundreds of
 * posts at once would only come back once the whole burst is through, never before the kill.
 */
function postFor(n: number, games: Games): Post {
  const kind = KINDS[n % KINDS.length];
  const text = `Post ${marker(n)} of the durability test.`;
  const visitor = { name: `Visitor ${n}`, email: `visitor${n}@durability.test` };
  const inquiry = { gameId: String(games.forSale), inquiryType: kind, ...visitor, phone: "", message: text };
  switch (kind) {
    case "about":
    case "sell-donate":
      return { n, kind, path: `/${kind}.data`, fields: { intent: "contact", ...visitor, message: text } };
    case "report":
      return {
        n,
        kind,
        path: `/report-issue?gameId=${games.reportable}`,
        fields: { comment: text, reporterName: visitor.name, reporterEmail: visitor.email },
      };
    case "purchase":
      return { n, kind, path: "/games-for-sale", fields: { ...inquiry, offerAmount: "" } };
    case "offer":
      return { n, kind, path: "/games-for-sale.data", fields: { ...inquiry, offerAmount: "750", via: "modal" } };
  }
}

/** What each form answers when it has kept the post. */
function isSuccess(post: Post, status: number, location: string | null, body: string) {
  switch (post.kind) {
    case "about":
    case "sell-donate":
      return status === 200 && body.includes("Message sent successfully! We will get back to you soon.");
    case "report":
      return status === 302 && location === `${post.path}&submitted=1`;
    case "purchase":
      return status === 302 && location === "/games-for-sale?inquired=purchase";
    case "offer":
      return status === 200 && body.includes(inquirySuccessMessage("offer"));
  }
}

/**
 * Sends the post: "acknowledged" only when the whole success answer arrived before the server died,
 * "unanswered" when the connection failed or broke off, and otherwise the refusal's status.
 */
async function send(server: OwnServer, post: Post): Promise<"acknowledged" | "unanswered" | number> {
  try {
    const response = await fetch(`${server.url}${post.path}`, {
      method: "POST",
      body: new URLSearchParams(post.fields),
      // Uncompressed: under this burst a compressed answer waits for the whole burst (the zlib work comes
      // back on an event-loop turn that the chain of SQLite queries holds off), so it would never arrive
      // before the kill. What is stored does not depend on how the answer is encoded.
      headers: { Origin: server.url, "Accept-Encoding": "identity" },
      redirect: "manual",
    });
    const body = await response.text();
    return isSuccess(post, response.status, response.headers.get("location"), body) ? "acknowledged" : response.status;
  } catch {
    return "unanswered";
  }
}

type Table = "contact_messages" | "repairs" | "buyer_inquiries";
const TABLE_OF: Record<FormKind, Table> = {
  about: "contact_messages",
  "sell-donate": "contact_messages",
  report: "repairs",
  purchase: "buyer_inquiries",
  offer: "buyer_inquiries",
};

/** The markers found in each place a post leaves a trace. */
async function storedMarkers(db: DB) {
  const markersIn = (texts: (string | null)[]) => new Set(texts.flatMap((t) => t?.match(MARKER) ?? []));
  const [messages, repairs, inquiries, mails] = await Promise.all([
    db.selectFrom("contact_messages").select("message").execute(),
    db.selectFrom("repairs").select("comment").execute(),
    db.selectFrom("buyer_inquiries").select("message").execute(),
    db.selectFrom("email_outbox").select("text_body").execute(),
  ]);
  const rows: Record<Table, Set<string>> = {
    contact_messages: markersIn(messages.map((r) => r.message)),
    repairs: markersIn(repairs.map((r) => r.comment)),
    buyer_inquiries: markersIn(inquiries.map((r) => r.message)),
  };
  return { rows, mails: markersIn(mails.map((r) => r.text_body)) };
}

/**
 * Watches the database from a thread of its own, so that reading a burst of answers here does not hold
 * the kill up, and kills the server (SIGKILL) once the mails queued reach KILL_AFTER_ANSWERS in all and
 * KILL_AFTER_PER_FORM for each form. Resolves with the mails it saw then, or null when it was ended first.
 */
function killWhenAnswered(server: OwnServer) {
  const source = `
    const { parentPort, workerData } = require("node:worker_threads");
    const { sqlite, file, pid, total, perForm, forms } = workerData;
    const Database = require(sqlite);
    const db = new Database(file, { readonly: true, fileMustExist: true });
    // The post's number follows its marker in the mail's text; its remainder by the number of forms is its form.
    const mailsPerForm = db.prepare(\`
      select count(*) from email_outbox where text_body like '%nothing-lost-%'
      group by cast(substr(text_body, instr(text_body, 'nothing-lost-') + 13, 4) as integer) % \${forms}\`).pluck();
    const stop = new Int32Array(workerData.stop);
    while (Atomics.load(stop, 0) === 0) {
      const counts = mailsPerForm.all();
      const queued = counts.reduce((a, b) => a + b, 0);
      if (queued >= total && counts.length === forms && Math.min(...counts) >= perForm) {
        process.kill(pid, "SIGKILL");
        parentPort.postMessage(queued);
        break;
      }
      Atomics.wait(stop, 0, 0, 2);
    }
    db.close();`;
  const stop = new Int32Array(new SharedArrayBuffer(4));
  const workerData = {
    sqlite: createRequire(import.meta.url).resolve("better-sqlite3"),
    file: path.join(server.dataDir, "museum.db"),
    pid: server.pid,
    stop: stop.buffer,
    total: KILL_AFTER_ANSWERS,
    perForm: KILL_AFTER_PER_FORM,
    forms: KINDS.length,
  };
  const worker = new Worker(source, { eval: true, workerData });
  let seen: number | null = null;
  worker.on("message", (n: number) => (seen = n));
  const exited = new Promise<void>((resolve, reject) => {
    worker.once("error", reject);
    worker.once("exit", () => resolve());
  });
  return {
    /** Ends the watch (when the burst ended before the kill) and tells what it saw. */
    finish: async () => {
      Atomics.store(stop, 0, 1);
      Atomics.notify(stop, 0);
      await exited;
      return seen;
    },
  };
}

const openDb = (dataDir: string) => createDb({ kind: "sqlite", file: path.join(dataDir, "museum.db") });

test("every form post answered with success before a SIGKILL is stored, with its mail queued, after the restart", async () => {
  test.setTimeout(90_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "museum-e2e-durability-"));
  // The whole burst comes from 127.0.0.1: no throttle may refuse part of it.
  const env = { PUBLIC_FORM_LIMIT: "100000", RATE_LIMIT_PER_MINUTE: "100000" };
  let server = await startOwnServer({ dataDir, env });
  try {
    const setupDb = openDb(dataDir);
    const [reportable, forSale] = await insertTestGames(setupDb, [
      { name: "Durability Reportable", type: "Arcade", status: "Operational" },
      { name: "Durability For Sale", type: "Pinball", for_sale: true, asking_price: 1500 },
    ]);
    await setupDb.destroy();

    const posts = Array.from({ length: POSTS }, (_, n) =>
      postFor(n, { reportable: reportable.id, forSale: forSale.id }),
    );
    const acknowledged: Post[] = [];
    const refused: string[] = [];
    let unanswered = 0;
    const watch = killWhenAnswered(server);
    await Promise.all(
      posts.map(async (post) => {
        const outcome = await send(server, post);
        if (outcome === "unanswered") {
          unanswered++;
          return;
        }
        if (outcome === "acknowledged") acknowledged.push(post);
        else refused.push(`${post.kind} ${marker(post.n)}: ${outcome}`);
      }),
    );
    const mailsAtKill = await watch.finish();
    // A burst that ended before the kill still ends with one; the assertions below say what went wrong.
    await server.kill();

    server = await startOwnServer({ dataDir, env });
    expect((await fetch(`${server.url}/about`)).status, "the restarted server serves pages").toBe(200);
    const db = openDb(dataDir);
    const stored = await storedMarkers(db).finally(() => db.destroy());

    const notStored = acknowledged
      .filter((p) => !stored.rows[TABLE_OF[p.kind]].has(marker(p.n)))
      .map((p) => marker(p.n));
    const noMail = acknowledged.filter((p) => !stored.mails.has(marker(p.n))).map((p) => marker(p.n));
    const found = acknowledged.length - new Set([...notStored, ...noMail]).size;
    const perForm = KINDS.map((kind) => `${kind} ${acknowledged.filter((p) => p.kind === kind).length}`).join(", ");
    const storedInAll = Object.values(stored.rows).reduce((n, set) => n + set.size, 0);
    console.log(
      `durability: killed after the server's ${mailsAtKill} answers; sent ${POSTS}, acknowledged ${acknowledged.length} (${perForm}), refused ${refused.length}, unanswered ${unanswered}; ` +
        `found after restart ${found} of the acknowledged (stored in all: ${storedInAll} posts, ${stored.mails.size} mails)`,
    );
    expect(mailsAtKill, "the server was killed part-way through the burst").not.toBeNull();
    expect(acknowledged.length, "some posts were answered with success before the kill").toBeGreaterThan(0);
    expect(
      KINDS.filter((kind) => !acknowledged.some((p) => p.kind === kind)),
      "forms with no post answered with success",
    ).toEqual([]);
    expect(refused, "posts answered with something other than success").toEqual([]);
    expect(unanswered, "posts the kill left without an answer").toBeGreaterThan(0);
    expect(notStored, "acknowledged posts missing from their table").toEqual([]);
    expect(noMail, "acknowledged posts without a queued mail").toEqual([]);
    expect(found).toBe(acknowledged.length);
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
