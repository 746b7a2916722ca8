import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { benchNginxConfig, benchSite, SITE_CONFIG } from "./nginx-config";

const ports = {
  appPort: 41000,
  httpsPort: 41001,
  httpPort: 41002,
  prefix: "/tmp/bench-nginx",
  certificate: "/tmp/bench-nginx/cert.pem",
  key: "/tmp/bench-nginx/key.pem",
};

const site = fs.readFileSync(SITE_CONFIG, "utf8");
const directives = (text: string, name: string) =>
  [...text.matchAll(new RegExp(`^\\s*${name}\\s+([^;{]*);`, "gm"))].map((match) => match[1]);

describe("the deployment's nginx site", () => {
  it("serves HTTP/2 over TLS, redirects plain HTTP, and tells the app who asked and how", () => {
    expect(directives(site, "listen")).toEqual(["80", "[::]:80", "443 ssl http2", "[::]:443 ssl http2"]);
    expect(site).toMatch(/return 301 https:\/\/\$host\$request_uri;/);
    expect(directives(site, "proxy_set_header")).toEqual([
      'Connection ""',
      "Host $host",
      "X-Forwarded-For $proxy_add_x_forwarded_for",
      "X-Forwarded-Proto $scheme",
    ]);
    // The app sends scripts already compressed (brotli): nginx must not compress anything again.
    expect(directives(site, "gzip")).toEqual(["off"]);
  });
});

describe("benchSite", () => {
  it("puts the app's port, the bench's ports and certificate in place, on loopback only", () => {
    const text = benchSite(site, ports);
    expect(directives(text, "listen")).toEqual(["127.0.0.1:41002", "127.0.0.1:41001 ssl http2"]);
    expect(directives(text, "server")).toEqual(["127.0.0.1:41000"]);
    expect(directives(text, "ssl_certificate")).toEqual(["/tmp/bench-nginx/cert.pem"]);
    expect(directives(text, "ssl_certificate_key")).toEqual(["/tmp/bench-nginx/key.pem"]);
    // What a deployment keeps is what the bench measures.
    expect(directives(text, "proxy_set_header")).toEqual(directives(site, "proxy_set_header"));
    const locations = (config: string) => [...config.matchAll(/^\s*location\s+([^{]+)\{/gm)].map((match) => match[1]);
    expect(locations(text)).toEqual(["/ ", "/assets/ "]);
    expect(locations(text)).toEqual(locations(site));
  });

  it("refuses a site whose lines it cannot find, rather than measure another setup", () => {
    expect(() => benchSite(site.replace("listen 443 ssl http2;", "listen 8443 ssl;"), ports)).toThrow(
      "deploy/nginx/replay.conf: expected 1 TLS listen line(s), found 0",
    );
  });
});

describe("benchNginxConfig", () => {
  it("keeps nginx in the foreground with every file it writes under the bench's folder", () => {
    const config = benchNginxConfig(site, ports);
    expect(config.startsWith("daemon off;\n")).toBe(true);
    expect(directives(config, "pid")).toEqual(["/tmp/bench-nginx/nginx.pid"]);
    expect(directives(config, "error_log")).toEqual(["/tmp/bench-nginx/error.log warn"]);
    for (const kind of ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"])
      expect(directives(config, `${kind}_temp_path`)).toEqual([`/tmp/bench-nginx/${kind}`]);
  });
});
