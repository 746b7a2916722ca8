import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cspNonce, PERMISSIONS_POLICY, permissionsPolicy, securityHeaders } from "./security";

/** The page headers exactly as server/app.ts stacks them, in front of a plain page. */
function pageApp() {
  const app = express();
  app.use(cspNonce, securityHeaders(false), permissionsPolicy);
  app.get("/", (_req, res) => {
    res.type("html").send("<!doctype html><title>ok</title>");
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

  it("sends a Permissions-Policy that turns off what the site never uses", async () => {
    const policy = (await fetch(`${base}/`)).headers.get("permissions-policy");
    expect(policy).toBe(PERMISSIONS_POLICY);
    for (const feature of ["camera=()", "geolocation=()", "payment=()", "usb=()"]) expect(policy).toContain(feature);
  });
});
