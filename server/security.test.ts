import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import http from "node:http";
import { addressKey, parseTrustProxy } from "~/utils/client-address.server";
import { PLAYS_API_PATH, PLAYS_BODY_LIMIT } from "~/models/maintenance/counter-key";
import { CHATBOT_CONNECT_SRC } from "~/utils/chatbot-widget";
import {
  chatbotCsp,
  cspNonce,
  FORM_BODY_LIMIT,
  IMPORT_BODY_LIMIT,
  IMPORT_PATHS,
  limitRequestBodies,
  PERMISSIONS_POLICY,
  permissionsPolicy,
  requireFormBodies,
  securityHeaders,
  UPLOAD_PATH,
} from "./security";

/** The page headers exactly as server/app.ts stacks them, in front of a plain page. */
let widget: "on" | "off" | "unreadable" = "off";

function pageApp() {
  const app = express();
  const widgetOn = async () => {
    if (widget === "unreadable") throw new Error("settings unreadable");
    return widget === "on";
  };
  app.use(cspNonce, chatbotCsp(widgetOn), securityHeaders(false), permissionsPolicy);
  app.get("/", (_req, res) => {
    res.type("html").send("<!doctype html><title>ok</title>");
  });
  // Stand in for the forms' actions and the photo upload: each reads the whole body, as request.formData() does.
  app.post(["/form", "/login", UPLOAD_PATH, ...IMPORT_PATHS], limitRequestBodies, async (req, res) => {
    let bytes = 0;
    for await (const chunk of req) bytes += (chunk as Buffer).length;
    res.json({ bytes });
  });
  // The play counters' endpoint and a form's address, behind the body rules as server/app.ts stacks them.
  app.post([PLAYS_API_PATH, "/contact"], limitRequestBodies, requireFormBodies, async (req, res) => {
    let bytes = 0;
    for await (const chunk of req) bytes += (chunk as Buffer).length;
    res.json({ bytes });
  });
  return app;
}

let base = "";
let close = () => {};
beforeAll(async () => {
  const server = pageApp().listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

describe("page security headers", () => {
  it("the CSP lets only our own scripts and the nonce'd inline ones run: no CDN", async () => {
    const csp = (await fetch(`${base}/`)).headers.get("content-security-policy") ?? "";
    const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
    expect(scriptSrc).toMatch(/'self'/);
    expect(scriptSrc).toMatch(/'nonce-[A-Za-z0-9+/=]{20,}'/);
    expect(scriptSrc).not.toMatch(/unpkg|jsdelivr|\*/);
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it("names the chatbot provider's origins only while its widget is on (and not when its settings cannot be read)", async () => {
    const connectSrc = async () => {
      const csp = (await fetch(`${base}/`)).headers.get("content-security-policy") ?? "";
      expect(csp.replace(/connect-src[^;]*/, "")).not.toContain("elevenlabs");
      return (csp.split(";").find((d) => d.trim().startsWith("connect-src")) ?? "").trim().split(/\s+/).slice(1);
    };
    try {
      expect(await connectSrc()).toEqual(["'self'"]);
      widget = "on";
      expect(await connectSrc()).toEqual(["'self'", ...CHATBOT_CONNECT_SRC]);
      widget = "unreadable";
      expect(await connectSrc()).toEqual(["'self'"]);
    } finally {
      widget = "off";
    }
  });

  it("sends a Permissions-Policy that turns off what the site never uses", async () => {
    const policy = (await fetch(`${base}/`)).headers.get("permissions-policy");
    expect(policy).toBe(PERMISSIONS_POLICY);
    for (const feature of ["camera=()", "geolocation=()", "payment=()", "usb=()"]) expect(policy).toContain(feature);
  });
});

describe("request body limits", () => {
  const post = (body: BodyInit, headers: Record<string, string> = {}) =>
    fetch(`${base}/form`, { method: "POST", body, headers });

  it("a text form up to 64 KB is read", async () => {
    const res = await post("message=".padEnd(FORM_BODY_LIMIT, "a"), {
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ bytes: FORM_BODY_LIMIT });
  });

  it("a bigger text form is refused with 413 before it is read", async () => {
    const res = await post("message=".padEnd(FORM_BODY_LIMIT + 1, "a"), {
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(res.status).toBe(413);
    expect(await res.text()).toBe("This form is too large to send. Please shorten it and try again.");
  });

  it("a multipart form is held to 64 KB too: only the photo upload may carry more", async () => {
    const form = () => {
      const body = new FormData();
      body.set("intent", "upload");
      body.set("file", new Blob([new Uint8Array(2 * 1024 * 1024)]), "photo.jpg");
      return body;
    };
    // Only the length is read before the answer; fetch may see the closed connection (EPIPE on Node 24) instead.
    const refused = await answerBeforeBody("/form", {
      "content-type": "multipart/form-data; boundary=x",
      "content-length": String(2 * 1024 * 1024),
    });
    expect(refused?.status).toBe(413);
    const upload = await fetch(`${base}${UPLOAD_PATH}`, { method: "POST", body: form() });
    expect(upload.status).toBe(200);
    expect(((await upload.json()) as { bytes: number }).bytes).toBeGreaterThan(2 * 1024 * 1024);
  });

  it("the collection import takes a 5 MB file (and its form) on its own page, and no more", async () => {
    const form = new FormData();
    form.set("intent", "check");
    form.set("file", new Blob([new Uint8Array(5 * 1024 * 1024)]), "collection.csv");
    for (const path of IMPORT_PATHS) {
      const res = await fetch(`${base}${path}`, { method: "POST", body: form });
      expect(res.status).toBe(200);
    }
    const tooBig = {
      "content-type": "multipart/form-data; boundary=x",
      "content-length": String(IMPORT_BODY_LIMIT + 1),
    };
    expect((await answerBeforeBody(IMPORT_PATHS[1], tooBig))?.status).toBe(413);
  });

  /**
   * Sends the headers and the first bytes of a body and holds the rest back: the answer that comes back
   * while most of the body is still unsent was given without reading it. Null when no answer came.
   */
  const answerBeforeBody = (path: string, headers: Record<string, string>) =>
    new Promise<{ status: number; text: string } | null>((resolve, reject) => {
      const req = http.request(`${base}${path}`, { method: "POST", headers }, (res) => {
        let text = "";
        res.on("data", (chunk: Buffer) => (text += chunk.toString()));
        res.on("end", () => {
          clearTimeout(timer);
          resolve({ status: res.statusCode ?? 0, text });
        });
      });
      const timer = setTimeout(() => {
        req.destroy();
        resolve(null);
      }, 3000);
      req.on("error", (error) => (req.destroyed ? undefined : reject(error)));
      req.write(`--x\r\nContent-Disposition: form-data; name="email"\r\n\r\n`);
    });

  it("a 1 MB multipart post to /login is refused with 413 before its body is read", async () => {
    const answer = await answerBeforeBody("/login", {
      "content-type": "multipart/form-data; boundary=x",
      "content-length": String(1024 * 1024),
    });
    expect(answer).toEqual({ status: 413, text: "This form is too large to send. Please shorten it and try again." });
  });

  it("hundreds of megabytes are refused from the declared length alone, even for the photo upload", async () => {
    const answer = await answerBeforeBody(UPLOAD_PATH, {
      "content-type": "multipart/form-data; boundary=x",
      "content-length": String(500 * 1024 * 1024),
    });
    expect(answer?.status).toBe(413);
  });

  it("a chunked body without a declared length is refused before it is read, multipart or not", async () => {
    for (const type of ["application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]) {
      const answer = await answerBeforeBody("/login", { "content-type": type, "transfer-encoding": "chunked" });
      expect(answer?.status, type).toBe(411);
    }
  });
});

describe("the play counters' JSON", () => {
  const json = (path: string, body: string) =>
    fetch(`${base}${path}`, { method: "POST", body, headers: { "content-type": "application/json" } });

  it("is taken by /api/plays alone, up to its own small cap; any other address refuses JSON with 415", async () => {
    const reading = JSON.stringify({ reading: 12345, note: "".padEnd(PLAYS_BODY_LIMIT - 40, "n") });
    expect((await json(PLAYS_API_PATH, reading)).status).toBe(200);
    expect((await json(PLAYS_API_PATH, reading.padEnd(PLAYS_BODY_LIMIT + 1))).status).toBe(413);
    expect((await json("/contact", reading)).status).toBe(415);
  });
});

describe("client address behind a proxy", () => {
  async function addressSeen(trustProxy: string, forwardedFor: string) {
    const app = express();
    app.set("trust proxy", parseTrustProxy(trustProxy));
    app.get("/", (req, res) => {
      res.send(addressKey(req.ip ?? ""));
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, {
        headers: { "x-forwarded-for": forwardedFor },
      });
      return await res.text();
    } finally {
      server.close();
    }
  }

  it("believes only the entry our proxy added, not one the client wrote in front of it", async () => {
    // The client sent "X-Forwarded-For: 198.51.100.66"; the proxy appended the address it really saw.
    expect(await addressSeen("true", "198.51.100.66, 203.0.113.9")).toBe("203.0.113.9");
    expect(await addressSeen("loopback", "198.51.100.66, 203.0.113.9")).toBe("203.0.113.9");
    expect(await addressSeen("false", "198.51.100.66, 203.0.113.9")).toBe("127.0.0.1");
  });

  it("counts IPv6 clients by their /64", async () => {
    expect(await addressSeen("1", "2001:db8:1:2::abcd")).toBe("2001:db8:1:2::/64");
  });
});
