import crypto from "node:crypto";
import fs from "node:fs";
import { expect, request, test, type APIRequestContext, type APIResponse } from "@playwright/test";
import { ACCOUNTS } from "./accounts";
import { sessionFile, type StorageState } from "./sessions";

/**
 * Headers: every kind of response carries the headers OWASP ASVS 5.0 (level 2) asks for, as
 * server/security.ts and server/app.ts send them. Pages and every other dynamic answer get the full set;
 * scripts, stylesheets and images get the few that apply to any response.
 *
 * Strict-Transport-Security is expected on every response, although this server speaks plain HTTP: in
 * production the server sends it always (a browser ignores it over HTTP, RFC 6797 8.1, and the server
 * cannot always tell that a proxy in front of it speaks HTTPS), and only dev mode leaves it out.
 */

let visitor: APIRequestContext;
let staff: APIRequestContext;
test.beforeAll(async ({ baseURL }) => {
  const staffState = JSON.parse(fs.readFileSync(sessionFile("staff"), "utf8")) as StorageState;
  visitor = await request.newContext({ baseURL });
  staff = await request.newContext({ baseURL, storageState: staffState });
});
test.afterAll(async () => {
  await visitor?.dispose();
  await staff?.dispose();
});

const get = (api: APIRequestContext, url: string) => api.get(url, { maxRedirects: 0 });

/** The one value of a header, failing when it is missing or sent twice (two Cache-Control headers contradict each other). */
function single(response: APIResponse, name: string) {
  const values = response
    .headersArray()
    .filter((h) => h.name.toLowerCase() === name)
    .map((h) => h.value);
  expect(values, `${name} of ${response.url()}`).toHaveLength(1);
  return values[0];
}

function directives(csp: string) {
  return new Map(
    csp
      .split(";")
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d): [string, string[]] => {
        const [name, ...values] = d.split(/\s+/);
        return [name.toLowerCase(), values];
      }),
  );
}

/** What ASVS 3.4 asks of every response, a script or an image included. */
function expectEveryResponseHeaders(response: APIResponse) {
  const headers = response.headers();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  const hsts = single(response, "strict-transport-security");
  expect(Number(/max-age=(\d+)/.exec(hsts)?.[1]), "HSTS for a year at least").toBeGreaterThanOrEqual(31_536_000);
  expect(hsts).toMatch(/includeSubDomains/i);
  expect(directives(single(response, "content-security-policy")).get("frame-ancestors")).toEqual(["'none'"]);
  expect(headers["x-powered-by"]).toBeUndefined();
}

/**
 * The full set every page and every other answer of the app itself carries. Its inline scripts are allowed by
 * this response's nonce, or, on a visitor's page kept by the page cache (server/page-cache.ts), by their
 * hashes: a nonce shared by every visitor would be no nonce.
 */
function expectAppHeaders(response: APIResponse, scripts: "nonce" | "hashes" = "nonce") {
  expectEveryResponseHeaders(response);
  const headers = response.headers();
  const csp = directives(single(response, "content-security-policy"));
  const scriptSrc = csp.get("script-src") ?? [];
  const allowed = scripts === "nonce" ? /^'nonce-[A-Za-z0-9+/=]{16,}'$/ : /^'sha256-[A-Za-z0-9+/=]{44}'$/;
  expect(
    scriptSrc.some((s) => allowed.test(s)),
    `${scripts === "nonce" ? "a nonce" : "hashes"} in script-src: ${scriptSrc.join(" ")}`,
  ).toBe(true);
  if (scripts === "hashes") expect(scriptSrc.filter((s) => s.startsWith("'nonce-"))).toEqual([]);
  for (const loose of ["'unsafe-inline'", "'unsafe-eval'", "*", "http:", "https:", "data:"])
    expect(scriptSrc).not.toContain(loose);
  expect(csp.get("script-src-attr")).toEqual(["'none'"]);
  expect(csp.get("object-src")).toEqual(["'none'"]);
  expect(csp.get("base-uri")).toEqual(["'none'"]);
  expect(csp.get("default-src")).toEqual(["'self'"]);
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"]).toContain(
    headers["referrer-policy"],
  );
  expect(headers["permissions-policy"]).toMatch(/camera=\(\).*geolocation=\(\).*payment=\(\)/);
  expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
}

/** The inline scripts of a page (JSON-LD blocks are data, never run, so they need neither nonce nor hash). */
async function inlineScripts(response: APIResponse) {
  return [...(await response.text()).matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !attributes.includes("src=") && !attributes.includes('type="application/ld+json"'))
    .map(([tag, , body]) => ({ tag, body }));
}

const cacheControl = (response: APIResponse) => single(response, "cache-control").toLowerCase();

/** Drawn for one visitor (theme cookie, session): no shared cache may keep it. */
function expectPrivate(response: APIResponse) {
  const value = cacheControl(response);
  expect(value).toMatch(/\bprivate\b|\bno-store\b/);
  expect(value).not.toMatch(/\bpublic\b|s-maxage/);
}

const expectNoStore = (response: APIResponse) => expect(cacheControl(response)).toMatch(/\bno-store\b/);

function expectTextType(response: APIResponse, type: string) {
  expect(single(response, "content-type").toLowerCase().replace(/\s/g, "")).toBe(`${type};charset=utf-8`);
}

test("a visitor's page: the full set, every inline script allowed by its hash, private to its visitor", async () => {
  const response = await get(visitor, "/");
  expect(response.status()).toBe(200);
  expectAppHeaders(response, "hashes");
  expectTextType(response, "text/html");
  expectPrivate(response);
  const scriptSrc = directives(single(response, "content-security-policy")).get("script-src") ?? [];
  const scripts = await inlineScripts(response);
  expect(scripts.length).toBeGreaterThan(0);
  for (const { tag, body } of scripts) {
    expect(tag).not.toContain("nonce=");
    expect(scriptSrc).toContain(`'sha256-${crypto.createHash("sha256").update(body).digest("base64")}'`);
  }
});

test("a signed-in page: the CSP nonce of this response on every script", async () => {
  const response = await get(staff, "/");
  expect(response.status()).toBe(200);
  expectAppHeaders(response);
  const nonce = /'nonce-([^']+)'/.exec(single(response, "content-security-policy"))?.[1];
  const scripts = await inlineScripts(response);
  expect(scripts.length).toBeGreaterThan(0);
  expect(
    scripts.filter(({ tag }) => !tag.includes(`nonce="${nonce}"`)).map(({ tag }) => tag),
    "scripts without this response's nonce",
  ).toEqual([]);
});

test("a hashed asset: cached for a year as immutable, with the headers of every response", async () => {
  const html = await (await get(visitor, "/")).text();
  for (const [named, type] of [
    [/\/assets\/[\w.-]+\.js/, "text/javascript"],
    [/\/assets\/[\w.-]+\.css/, "text/css"],
  ] as const) {
    const asset = named.exec(html)?.[0];
    expect(asset, `a ${type} asset named in the home page`).toBeTruthy();
    const response = await get(visitor, asset!);
    expect(response.status()).toBe(200);
    expectEveryResponseHeaders(response);
    expectTextType(response, type);
    expect(cacheControl(response)).toMatch(/^(?=.*\bpublic\b)(?=.*\bmax-age=31536000\b)(?=.*\bimmutable\b)/);
    expect(response.headers()["cross-origin-resource-policy"]).toBe("same-origin");
    expect(response.headers()["set-cookie"]).toBeUndefined();
  }
});

test("a missing script: a plain 404 with the headers of every response, not a page", async () => {
  const response = await visitor.get("/assets/gone-Dq1x2y3z.js", { headers: { "Accept-Encoding": "br, gzip" } });
  expect(response.status()).toBe(404);
  expectEveryResponseHeaders(response);
  expectTextType(response, "text/plain");
  expect(response.headers()["content-encoding"]).toBeUndefined();
  expect(await response.text()).toBe("Not found.");
});

test("images: a hero photo and a game photo, with the headers of every response", async () => {
  const hero = /\/images\/[\w/.-]+\.webp/.exec(await (await get(visitor, "/")).text())?.[0];
  const game = /\/uploads\/[\w.-]+\.webp/.exec(await (await get(visitor, "/collection")).text())?.[0];
  for (const image of [hero, game]) {
    expect(image, "an image named in the page").toBeTruthy();
    const response = await get(visitor, image!);
    expect(response.status()).toBe(200);
    expectEveryResponseHeaders(response);
    expect(single(response, "content-type")).toBe("image/webp");
    expect(cacheControl(response)).toMatch(/\bpublic\b.*\bmax-age=\d+/);
    expect(response.headers()["cross-origin-resource-policy"]).toBe("same-origin");
  }
  // Stored photos are named by their content, so they never change under their name.
  const response = await get(visitor, game!);
  expect(cacheControl(response)).toMatch(/\bmax-age=31536000\b.*\bimmutable\b/);
});

test("a 404 page", async () => {
  const response = await get(visitor, "/no-such-page-here");
  expect(response.status()).toBe(404);
  expectAppHeaders(response);
  expectTextType(response, "text/html");
  expectPrivate(response);
});

test("a 400 page: an issue report without its game", async () => {
  const response = await get(visitor, "/report-issue");
  expect(response.status()).toBe(400);
  expectAppHeaders(response);
  expectTextType(response, "text/html");
  expectPrivate(response);
});

test("a redirect: /admin sends a visitor to sign in, and the answer is never stored", async () => {
  const response = await get(visitor, "/admin");
  expect(response.status()).toBe(302);
  expect(response.headers()["location"]).toBe("/login?redirectTo=%2Fadmin");
  expectAppHeaders(response);
  expectNoStore(response);
});

test("a POST answer: a cross-site form post refused with 403", async () => {
  const response = await visitor.post("/about", {
    form: { intent: "contact" },
    headers: { Origin: "https://evil.example" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(403);
  expectAppHeaders(response);
  expectTextType(response, "text/plain");
  expectPrivate(response);
});

test("robots.txt and sitemap.xml: text with its charset, the same for everyone", async () => {
  for (const [url, type] of [
    ["/robots.txt", "text/plain"],
    ["/sitemap.xml", "application/xml"],
  ]) {
    const response = await get(visitor, url);
    expect(response.status()).toBe(200);
    expectAppHeaders(response);
    expectTextType(response, type);
    expect(cacheControl(response)).toMatch(/\bmax-age=\d+/);
  }
});

test("signed in: staff pages, any page seen signed in, and the sign-in answer that sets the cookie are never stored", async ({
  baseURL,
}) => {
  for (const url of ["/admin", "/", "/robots.txt"]) {
    const response = await get(staff, url);
    expect(response.status(), url).toBe(200);
    expectAppHeaders(response);
    expectNoStore(response);
  }
  expectTextType(await get(staff, "/admin"), "text/html");

  // A sign-in of its own: the answer that sets a session cookie (the shared session is left alone).
  const fresh = await request.newContext({ baseURL });
  try {
    const response = await fresh.post("/login", {
      form: { email: ACCOUNTS.staff.email, password: ACCOUNTS.staff.password, redirectTo: "/admin" },
      headers: { Origin: new URL(baseURL!).origin },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    expect(response.headers()["set-cookie"]).toMatch(/^(__Host-)?museum_session=/);
    expectAppHeaders(response);
    expectNoStore(response);
  } finally {
    await fresh.dispose();
  }
});
