import http from "node:http";
import http2 from "node:http2";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findNginx, startProxy, type Proxy } from "./proxy";

const nginx = findNginx();

/** What the app behind the proxy was asked, and a brotli script answered as the app answers /assets. */
const asked: http.IncomingHttpHeaders[] = [];
const script = zlib.brotliCompressSync("console.log('hydrate');");
const app = http.createServer((req, res) => {
  asked.push(req.headers);
  res.writeHead(200, {
    "content-type": "text/javascript",
    "content-encoding": "br",
    "cache-control": "public, max-age=31536000, immutable",
    vary: "Accept-Encoding",
  });
  res.end(script);
});

/** One GET over HTTP/2, as a browser makes it: its status, headers and body as sent. */
function get2(url: string, path: string) {
  return new Promise<{ headers: http2.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const session = http2.connect(url, { rejectUnauthorized: false });
    session.on("error", reject);
    const stream = session.request({ ":path": path, "accept-encoding": "br, gzip", "x-forwarded-for": "6.6.6.6" });
    const chunks: Buffer[] = [];
    let headers: http2.IncomingHttpHeaders = {};
    stream.on("response", (h) => (headers = h));
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      session.close();
      resolve({ headers, body: Buffer.concat(chunks) });
    });
    stream.on("error", reject);
    stream.end();
  });
}

describe.skipIf(!nginx)("nginx with the deployment's config in front of the app", () => {
  let proxy: Proxy;
  beforeAll(async () => {
    await new Promise<void>((resolve) => app.listen(0, "127.0.0.1", resolve));
    proxy = await startProxy(`http://127.0.0.1:${(app.address() as AddressInfo).port}`, nginx!);
  });
  afterAll(async () => {
    await proxy?.stop();
    await new Promise((resolve) => app.close(resolve));
  });

  it("answers over HTTP/2 and TLS, and passes the app's compressed, year-long cached script on untouched", async () => {
    expect(proxy.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const { headers, body } = await get2(proxy.url, "/assets/entry-abc123.js");
    expect(headers[":status"]).toBe(200);
    expect(headers["content-encoding"]).toBe("br");
    expect(headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(body.equals(script)).toBe(true);
  });

  it("tells the app the visitor's address after any it claimed, and that the visit came over https", async () => {
    asked.length = 0;
    await get2(proxy.url, "/faq");
    expect(asked).toHaveLength(1);
    expect(asked[0]["x-forwarded-proto"]).toBe("https");
    // The app believes only the last entry (TRUST_PROXY=loopback): the address nginx saw, not the claim.
    expect(asked[0]["x-forwarded-for"]).toBe("6.6.6.6, 127.0.0.1");
    expect(asked[0].host).toMatch(/^127\.0\.0\.1/);
  });
});
