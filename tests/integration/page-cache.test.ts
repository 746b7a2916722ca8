import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import express from "express";
import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import type { AppLoadContext } from "react-router";
import { PAGE_MAX_AGE_MS, PageCache } from "../../server/page-cache";
import { pageHandler } from "../../server/page-handler";
import { cacheControl, cspNonce, securityHeaders } from "../../server/security";
import type { DB } from "~/utils/db.server";
import { flashInit, readFlash } from "~/utils/flash.server";
import { describeEachDatabase } from "./databases";
import { newGame } from "./factories";

/**
 * The page cache's rules (docs/design.md#pages-kept-for-visitors) on each database, with the server's own middleware
 * and page handler in front of a stand-in for React Router: it renders the games' names from the database, the theme
 * cookie, the clock and two inline scripts carrying the request's nonce, the way root.tsx and React write them.
 */

type Answer = { status?: number; headers?: Record<string, string> };
let renders = 0;
let renderDelayMs = 0;
let clock = Date.parse("2026-07-04T14:00:00Z");

async function render(db: DB, request: Request, context: AppLoadContext): Promise<Response> {
  renders++;
  if (renderDelayMs) await new Promise((resolve) => setTimeout(resolve, renderDelayMs));
  const url = new URL(request.url);
  const cookie = request.headers.get("cookie") ?? "";
  const names = (await db.selectFrom("games").select("name").orderBy("id").execute()).map((g) => g.name);
  const answer: Answer = {};
  if (url.pathname === "/game/missing") answer.status = 404;
  if (url.searchParams.has("sets-cookie")) answer.headers = { "Set-Cookie": "seen=1; Path=/" };
  // As the root loader reads a staff toast carried over a redirect, and clears it.
  const { flash, init } = await readFlash(request);
  if (init) answer.headers = init.headers as Record<string, string>;
  const body = [
    `<!DOCTYPE html><html><head><script nonce="${context.cspNonce}">document.documentElement.dataset.theme="x"</script></head><body>`,
    `<h1>${request.method === "POST" ? "Thank you, your answer was sent" : "Collection"}</h1>`,
    `<p>games: ${names.join(", ")}</p>`,
    `<p>theme: ${/theme=(\w+)/.exec(cookie)?.[1] ?? "system"}</p>`,
    `<p>signed in: ${/museum_session=/.test(cookie) ? "yes" : "no"}</p>`,
    flash ? `<p>toast: ${flash.message}</p>` : "",
    `<p>rendered at ${new Date(clock).toISOString()}</p>`,
    `<script type="module" nonce="${context.cspNonce}">import("/assets/entry.js")</script></body></html>`,
  ].join("");
  return new Response(body, {
    status: answer.status ?? 200,
    headers: { "Content-Type": "text/html; charset=utf-8", ...answer.headers },
  });
}

type Reply = { status: number; headers: http.IncomingHttpHeaders; body: string; raw: Buffer };

function request(base: string, path: string, { method = "GET", headers = {} as Record<string, string> } = {}) {
  return new Promise<Reply>((resolve, reject) => {
    const req = http.request(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers["content-encoding"];
        const plain =
          encoding === "br" ? zlib.brotliDecompressSync(raw) : encoding === "gzip" ? zlib.gunzipSync(raw) : raw;
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: plain.toString(), raw });
      });
    });
    req.on("error", reject);
    if (method === "POST") {
      req.setHeader("Content-Type", "application/x-www-form-urlencoded");
      req.end("email=visitor%40example.org");
    } else req.end();
  });
}

const sha256 = (text: string) => `'sha256-${crypto.createHash("sha256").update(text).digest("base64")}'`;

describeEachDatabase("page cache", (getDb) => {
  let server: http.Server;
  let base = "";
  let cache: PageCache;

  beforeAll(async () => {
    const app = express();
    app.use((req, res, next) => cache.serve(req, res, next));
    app.use(cspNonce, securityHeaders(false), cacheControl);
    app.all(
      "/{*splat}",
      pageHandler(
        (req, context) => render(getDb(), req, context),
        (_req, res) => ({ cspNonce: String(res.locals.cspNonce), ip: "test" }),
        { store: (...args) => cache.store(...args) } as PageCache,
      ),
    );
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise((resolve) => server.close(resolve)));

  beforeEach(async () => {
    cache = new PageCache({ db: getDb, maxBytes: 1024 * 1024, now: () => clock });
    renders = 0;
    renderDelayMs = 0;
    await getDb().deleteFrom("games").execute();
    await getDb()
      .insertInto("games")
      .values(newGame({ name: "Medieval Madness" }))
      .execute();
  });

  it("gives a visitor's second request the kept page, with the scripts allowed by hash and no nonce", async () => {
    const first = await request(base, "/collection");
    const second = await request(base, "/collection");
    expect(first.headers["x-page-cache"]).toBe("miss");
    expect(second.headers["x-page-cache"]).toBe("hit");
    expect(renders).toBe(1);
    expect(second.body).toBe(first.body);
    expect(second.body).toContain("games: Medieval Madness");
    expect(second.body).not.toContain("nonce");

    const policy = String(second.headers["content-security-policy"]);
    expect(policy).not.toContain("nonce");
    const scripts = [...second.body.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(scripts).toHaveLength(2);
    for (const script of scripts) expect(policy).toContain(sha256(script));
    expect(second.headers["cache-control"]).toBe("private, no-cache");
    expect(second.headers.etag).toBe(first.headers.etag);
  });

  it("shows a write at once, whoever makes it, and keeps the page through a write that rolled back", async () => {
    await request(base, "/collection");
    await getDb()
      .insertInto("games")
      .values(newGame({ name: "Attack from Mars" }))
      .execute();
    const afterInsert = await request(base, "/collection");
    expect(afterInsert.headers["x-page-cache"]).toBe("miss");
    expect(afterInsert.body).toContain("games: Medieval Madness, Attack from Mars");

    // Plain SQL, as another server, the CLI or a restore would write it: the database's triggers still see it.
    await sql`UPDATE games SET name = 'Twilight Zone' WHERE name = 'Attack from Mars'`.execute(getDb());
    const afterUpdate = await request(base, "/collection");
    expect(afterUpdate.headers["x-page-cache"]).toBe("miss");
    expect(afterUpdate.body).toContain("games: Medieval Madness, Twilight Zone");

    await expect(
      getDb()
        .transaction()
        .execute(async (trx) => {
          await trx.deleteFrom("games").execute();
          throw new Error("changed my mind");
        }),
    ).rejects.toThrow("changed my mind");
    const afterRollback = await request(base, "/collection");
    expect(afterRollback.headers["x-page-cache"]).toBe("hit");
    expect(afterRollback.body).toContain("games: Medieval Madness, Twilight Zone");
  });

  it("renders a page again once it is a minute old", async () => {
    const start = clock;
    try {
      await request(base, "/events");
      clock = start + PAGE_MAX_AGE_MS - 1;
      expect((await request(base, "/events")).headers["x-page-cache"]).toBe("hit");
      clock = start + PAGE_MAX_AGE_MS;
      const late = await request(base, "/events");
      expect(late.headers["x-page-cache"]).toBe("miss");
      expect(late.body).toContain(`rendered at ${new Date(start + PAGE_MAX_AGE_MS).toISOString()}`);
    } finally {
      clock = start;
    }
  });

  it("never answers a signed-in person from the cache, nor keeps their page", async () => {
    await request(base, "/faq");
    const staff = await request(base, "/faq", { headers: { cookie: "theme=dark; museum_session=abc" } });
    expect(staff.headers["x-page-cache"]).toBeUndefined();
    expect(staff.headers["cache-control"]).toBe("no-store, private");
    expect(staff.body).toContain("signed in: yes");
    const visitor = await request(base, "/faq");
    expect(visitor.headers["x-page-cache"]).toBe("hit");
    expect(visitor.body).toContain("signed in: no");
    expect(renders).toBe(2);
  });

  it("never keeps a form's answer, and a POST is never answered from the cache", async () => {
    await request(base, "/newsletter");
    const posted = await request(base, "/newsletter", { method: "POST" });
    expect(posted.headers["x-page-cache"]).toBeUndefined();
    expect(posted.body).toContain("Thank you, your answer was sent");
    const next = await request(base, "/newsletter");
    expect(next.headers["x-page-cache"]).toBe("hit");
    expect(next.body).not.toContain("Thank you");
  });

  it("never keeps a page that sets a cookie, an error page or a staff page", async () => {
    for (const path of ["/shop?sets-cookie=1", "/game/missing", "/admin"]) {
      const first = await request(base, path);
      const second = await request(base, path);
      expect(second.headers["x-page-cache"], path).toBeUndefined();
      // Each rendered afresh, each with its own nonce.
      const nonces = [first, second].map((reply) => /nonce="([^"]+)"/.exec(reply.body)?.[1]);
      expect(nonces[0]).toBeTruthy();
      expect(nonces[1]).not.toBe(nonces[0]);
    }
    expect((await request(base, "/shop?sets-cookie=1")).headers["set-cookie"]).toEqual(["seen=1; Path=/"]);
    expect((await request(base, "/game/missing")).status).toBe(404);
    expect(renders).toBe(8);
  });

  it("never keeps nor serves a page that shows a staff toast, and no visitor is given one", async () => {
    const flash = (await flashInit(new Request(`${base}/edit/1`), {
      message: "Medieval Madness moved to the Trash.",
    }))!;
    const cookie = String((flash.headers as Record<string, string>)["Set-Cookie"]).split(";")[0];
    expect(cookie).toMatch(/^museum_flash=/);
    await request(base, "/collection");
    for (const sent of [`theme=dark; museum_session=abc; ${cookie}`, `theme=dark; ${cookie}`]) {
      const landed = await request(base, "/collection", { headers: { cookie: sent } });
      expect(landed.headers["x-page-cache"], sent).toBeUndefined();
      expect(landed.body).toContain("toast: Medieval Madness moved to the Trash.");
      expect(String(landed.headers["set-cookie"])).toMatch(/^museum_flash=; Max-Age=0;/);
    }
    const visitor = await request(base, "/collection", { headers: { cookie: "theme=dark" } });
    expect(visitor.body).not.toContain("toast:");
    const again = await request(base, "/collection", { headers: { cookie: "theme=dark" } });
    expect(again.headers["x-page-cache"]).toBe("hit");
    expect(again.body).not.toContain("toast:");
  });

  it("keeps one page per theme and lets any other cookie pass the cache by", async () => {
    const dark = await request(base, "/about", { headers: { cookie: "theme=dark" } });
    const light = await request(base, "/about", { headers: { cookie: "theme=light; museum_device=x.y.z" } });
    expect(dark.body).toContain("theme: dark");
    expect(light.body).toContain("theme: light");
    expect((await request(base, "/about", { headers: { cookie: "theme=dark" } })).body).toContain("theme: dark");
    expect((await request(base, "/about", { headers: { cookie: "theme=light" } })).headers["x-page-cache"]).toBe("hit");
    const stranger = await request(base, "/about", { headers: { cookie: "theme=dark; visitor=123" } });
    expect(stranger.headers["x-page-cache"]).toBeUndefined();
    expect(renders).toBe(3);
  });

  it("keys a theme cookie sent twice by the value the page draws, so no other visitor is given that page", async () => {
    const twice = await request(base, "/about", { headers: { cookie: "theme=dark; theme=light" } });
    expect(twice.body).toContain("theme: dark");
    const light = await request(base, "/about", { headers: { cookie: "theme=light" } });
    expect(light.body).toContain("theme: light");
    expect((await request(base, "/about", { headers: { cookie: "theme=dark" } })).headers["x-page-cache"]).toBe("hit");
  });

  it("answers 304 while the page is unchanged and the new page after a write", async () => {
    const first = await request(base, "/museum-info");
    const etag = String(first.headers.etag);
    const unchanged = await request(base, "/museum-info", { headers: { "if-none-match": etag } });
    expect(unchanged.status).toBe(304);
    expect(unchanged.raw).toHaveLength(0);
    expect(unchanged.headers.etag).toBe(etag);

    await getDb().updateTable("games").set({ name: "Medieval Madness (restored)" }).execute();
    const changed = await request(base, "/museum-info", { headers: { "if-none-match": etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body).toContain("Medieval Madness (restored)");
  });

  it("sends the kept page compressed as the browser asks, each the same page", async () => {
    const plain = await request(base, "/games-for-sale", { headers: { "accept-encoding": "identity" } });
    const br = await request(base, "/games-for-sale", { headers: { "accept-encoding": "gzip, deflate, br" } });
    const gz = await request(base, "/games-for-sale", { headers: { "accept-encoding": "gzip" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(br.body).toBe(plain.body);
    expect(gz.body).toBe(plain.body);
    expect(br.headers.vary).toBe("Accept-Encoding");
  });

  it("renders a page once for visitors who ask for it at the same moment", async () => {
    renderDelayMs = 50;
    const replies = await Promise.all(Array.from({ length: 6 }, () => request(base, "/")));
    expect(renders).toBe(1);
    expect(new Set(replies.map((r) => r.body)).size).toBe(1);
    expect(replies.map((r) => r.headers["x-page-cache"]).sort()).toEqual(["hit", "hit", "hit", "hit", "hit", "miss"]);
  });

  it("keeps within its memory, dropping the page used least recently", async () => {
    await request(base, "/collection");
    const entrySize = cache.keptBytes;
    cache = new PageCache({ db: getDb, maxBytes: entrySize * 2.5, now: () => clock });
    for (const path of ["/collection?p=1", "/collection?p=2", "/collection?p=1", "/collection?p=3"]) {
      await request(base, path);
    }
    expect(cache.keptBytes).toBe(entrySize * 2);
    renders = 0;
    expect((await request(base, "/collection?p=1")).headers["x-page-cache"]).toBe("hit");
    expect((await request(base, "/collection?p=2")).headers["x-page-cache"]).toBe("miss");
    expect(renders).toBe(1);
  });
});
