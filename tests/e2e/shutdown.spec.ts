import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { expect, test } from "@playwright/test";
import { createUser } from "../../app/models/account/user.server";
import { createDb } from "../../app/utils/db.server";
import { ACCOUNTS } from "./accounts";
import { insertTestGames } from "./game-data";
import { startOwnServer } from "./own-server";
import { signInOverHttp } from "./sessions";

/**
 * A clean stop: SIGTERM (what a process manager or a rolling upgrade sends) in the middle of a burst
 * of form posts. Every post gets its whole answer, every acknowledged one is stored, and the process exits 0.
 * The SIGKILL counterpart is durability.spec.ts.
 */

const POSTS = 50;
/** The signal goes once this many are stored: the rest are still in the server's hands. */
const SIGNAL_AFTER_STORED = 5;
const marker = (n: number) => `clean-stop-${String(n).padStart(2, "0")}`;

/**
 * A form post on a connection of its own (as 50 visitors' browsers would send them), read to its end.
 * `onConnect` hears when its connection is made, before the server may have taken it from the queue.
 */
function post(url: string, fields: Record<string, string>, onConnect = () => {}) {
  const body = new URLSearchParams(fields).toString();
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(url, {
      method: "POST",
      agent: false,
      headers: {
        Origin: new URL(url).origin,
        "Content-Type": "application/x-www-form-urlencoded",
        "Content-Length": Buffer.byteLength(body),
      },
    });
    request.on("socket", (socket) => socket.once("connect", onConnect));
    request.on("response", (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      response.on("error", reject);
      response.on("aborted", () => reject(new Error("answer cut off")));
    });
    request.on("error", reject);
    request.end(body);
  });
}

test("SIGTERM during 50 form posts: every post is answered in full and stored, and the server exits 0", async () => {
  test.setTimeout(60_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "museum-e2e-shutdown-"));
  const server = await startOwnServer({
    dataDir,
    env: { PUBLIC_FORM_LIMIT: "100000", RATE_LIMIT_PER_MINUTE: "100000" },
  });
  try {
    const watch = new Database(path.join(dataDir, "museum.db"), { readonly: true, fileMustExist: true });
    const stored = watch
      .prepare("select count(*) from contact_messages where message like 'Post clean-stop-%'")
      .pluck();

    const answers = Array.from({ length: POSTS }, (_, n) =>
      post(`${server.url}/about.data`, {
        intent: "contact",
        name: `Visitor ${n}`,
        email: `visitor${n}@shutdown.test`,
        message: `Post ${marker(n)} of the clean stop test.`,
      }).then(
        ({ status, body }) =>
          status === 200 && body.includes("Message sent successfully! We will get back to you soon.")
            ? "acknowledged"
            : `status ${status}`,
        (error: Error) => `no answer: ${error.message}`,
      ),
    );

    let storedAtSignal = 0;
    while ((storedAtSignal = Number(stored.get())) < SIGNAL_AFTER_STORED)
      await new Promise((resolve) => setTimeout(resolve, 2));
    const signalledAt = Date.now();
    const exitCode = server.terminate();
    const outcomes = await Promise.all(answers);
    watch.close();

    expect(storedAtSignal, "the signal came while posts were still in flight").toBeLessThan(POSTS);
    expect(
      outcomes.filter((o) => o !== "acknowledged"),
      "posts without a whole success answer",
    ).toEqual([]);
    expect(await exitCode, "exit code").toBe(0);
    const stopMs = Date.now() - signalledAt;
    expect(server.output(), "nothing went wrong while stopping").not.toMatch(/"level":(50|60)/);

    const db = createDb({ kind: "sqlite", file: path.join(dataDir, "museum.db") });
    const [rows, sent] = await Promise.all([
      db.selectFrom("contact_messages").select("message").execute(),
      db.selectFrom("email_outbox").select("id").where("status", "=", "sent").execute(),
    ]).finally(() => db.destroy());
    const markers = new Set(rows.flatMap((r) => r.message.match(/clean-stop-\d{2}/g) ?? []));
    expect(
      Array.from({ length: POSTS }, (_, n) => marker(n)).filter((m) => !markers.has(m)),
      "acknowledged posts not stored",
    ).toEqual([]);
    // The mail sender finished its batch: every mail it delivered (an .eml named after its row) is marked sent,
    // so none goes out a second time after the restart.
    const outbox = path.join(dataDir, "outbox");
    const delivered = (fs.existsSync(outbox) ? fs.readdirSync(outbox) : []).map((name) =>
      Number(name.match(/-(\d+)-[0-9a-f]+\.eml$/)?.[1]),
    );
    expect(
      delivered.sort((a, b) => a - b),
      "mails delivered = mails marked sent",
    ).toEqual(sent.map((r) => r.id).sort((a, b) => a - b));
    console.log(
      `clean stop: signal after ${storedAtSignal} of ${POSTS} stored; ${delivered.length} mails delivered before the exit ${stopMs} ms after the signal`,
    );
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

/** The contact form's post number `n` of a test, and whether its answer was the whole success page. */
const contactPost = (url: string, tag: string, n: number, onConnect?: () => void) =>
  post(
    `${url}/about.data`,
    {
      intent: "contact",
      name: `Visitor ${n}`,
      email: `visitor${n}@shutdown.test`,
      message: `Post ${tag}-${String(n).padStart(2, "0")} of the clean stop test.`,
    },
    onConnect,
  ).then(
    ({ status, body }) =>
      status === 200 && body.includes("Message sent successfully! We will get back to you soon.")
        ? "acknowledged"
        : `status ${status}`,
    (error: Error) => `no answer: ${error.message}`,
  );

/** GET path again and again on one kept-alive connection with `cookie`, until `until()` says stop. */
async function keepAsking(url: string, cookie: string, until: () => boolean) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  let pages = 0;
  while (!until()) {
    const ok = await new Promise<boolean>((resolve) => {
      const request = http.get(url, { agent, headers: { cookie } }, (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode === 200));
      });
      request.on("error", () => resolve(false));
    });
    if (ok) pages++;
    else await new Promise((resolve) => setTimeout(resolve, 20));
  }
  agent.destroy();
  return pages;
}

test("SIGTERM under load, 50 ms after 50 posts connected: /readyz says 503 at once, every post is answered in full, and the server exits 0", async () => {
  test.setTimeout(180_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "museum-e2e-shutdown-load-"));
  const server = await startOwnServer({
    dataDir,
    env: { PUBLIC_FORM_LIMIT: "100000", RATE_LIMIT_PER_MINUTE: "100000", SIGN_IN_ADDRESS_LIMIT: "100000" },
  });
  // The CPU busy beside the server: another process spinning for as long as the test may run.
  const spinner = spawn(process.execPath, ["-e", "const end = Date.now() + 180000; while (Date.now() < end);"], {
    stdio: "ignore",
  });
  let loading = true;
  try {
    const db = createDb({ kind: "sqlite", file: path.join(dataDir, "museum.db") });
    try {
      await createUser(db, ACCOUNTS.manager);
      await insertTestGames(
        db,
        Array.from({ length: 300 }, (_, i) => ({ name: `Load Cabinet ${String(i).padStart(3, "0")}` })),
      );
    } finally {
      await db.destroy();
    }
    const state = await signInOverHttp(server.url, ACCOUNTS.manager);
    const cookie = state.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    // 32 connections rendering signed-in pages of 300 machines (never from the visitors' page cache) one after
    // another: each turn of the server's event loop then lasts long enough that 50 connections, which Node
    // takes one per turn, are still waiting in the kernel's queue when the grace period ends.
    const load = Array.from({ length: 32 }, (_, i) =>
      keepAsking(`${server.url}${i % 2 ? "/collection" : "/repairs"}`, cookie, () => !loading),
    );
    await new Promise((resolve) => setTimeout(resolve, 2_000));

    let connected = 0;
    let allConnected = () => {};
    const everyConnection = new Promise<void>((resolve) => (allConnected = resolve));
    let lastAnswer = 0;
    const answers = Array.from({ length: POSTS }, (_, n) =>
      contactPost(server.url, "under-load", n, () => {
        if (++connected === POSTS) allConnected();
      }).finally(() => (lastAnswer = Date.now())),
    );
    await everyConnection;
    await new Promise((resolve) => setTimeout(resolve, 50));
    const signalledAt = Date.now();
    const exitCode = server.terminate();
    const ready = await fetch(`${server.url}/readyz`).then(
      (r) => r.status,
      () => 0,
    );
    const outcomes = await Promise.all(answers);
    loading = false;
    const pages = (await Promise.all(load)).reduce((a, b) => a + b, 0);
    const code = await exitCode;
    const answered = outcomes.filter((o) => o === "acknowledged").length;
    console.log(
      `clean stop under load: ${answered} of ${POSTS} posts answered, the last ${lastAnswer - signalledAt} ms after the signal; ${pages} signed-in pages rendered; exit ${Date.now() - signalledAt} ms after the signal`,
    );
    expect(ready, "/readyz right after the signal").toBe(503);
    expect(
      outcomes.filter((o) => o !== "acknowledged"),
      "posts without a whole success answer",
    ).toEqual([]);
    expect(code, "exit code").toBe(0);
    expect(server.output(), "nothing went wrong while stopping").not.toMatch(/"level":(50|60)/);
    const check = createDb({ kind: "sqlite", file: path.join(dataDir, "museum.db") });
    const rows = await check
      .selectFrom("contact_messages")
      .select("message")
      .where("message", "like", "Post under-load-%")
      .execute()
      .finally(() => check.destroy());
    expect(rows, "every acknowledged post is stored").toHaveLength(POSTS);
  } finally {
    loading = false;
    spinner.kill("SIGKILL");
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
