import path from "node:path";

/**
 * The deployment's nginx site (deploy/nginx/replay.conf) made runnable by a bench: the same file, with the
 * app's port, the bench's own ports and a throw-away certificate in place of a real site's, inside a
 * complete nginx.conf that writes nothing outside `prefix`.
 */

export const SITE_CONFIG = path.join("deploy", "nginx", "replay.conf");

export type BenchProxyPorts = {
  /** Where the app under test listens. */
  appPort: number;
  /** Where nginx answers HTTP/2 over TLS. */
  httpsPort: number;
  /** Where the site's plain-HTTP redirect answers. */
  httpPort: number;
  /** A directory of the bench's own: the certificate, nginx's pid, log and buffers. */
  prefix: string;
  certificate: string;
  key: string;
};

/** Replaces each line `pattern` matches; the site must hold exactly `count` of them, or the bench would lie. */
function rewrite(site: string, what: string, pattern: RegExp, count: number, replace: (...groups: string[]) => string) {
  const found = site.match(pattern)?.length ?? 0;
  if (found !== count) throw new Error(`${SITE_CONFIG}: expected ${count} ${what} line(s), found ${found}`);
  return site.replace(pattern, (_line, ...groups: string[]) => replace(...groups));
}

/** The site's text with the bench's ports and certificate: IPv6 listeners dropped, every listener on loopback. */
export function benchSite(site: string, ports: BenchProxyPorts) {
  let text = rewrite(site, "upstream server", /^(\s*)server\s+[^\s;]+:\d+;/gm, 1, (indent) => {
    return `${indent}server 127.0.0.1:${ports.appPort};`;
  });
  text = rewrite(text, "IPv6 listen", /^\s*listen\s+\[::\]:\d+[^;]*;\n/gm, 2, () => "");
  text = rewrite(text, "TLS listen", /^(\s*)listen\s+443(\s+ssl\s+http2);/gm, 1, (indent, flags) => {
    return `${indent}listen 127.0.0.1:${ports.httpsPort}${flags};`;
  });
  text = rewrite(text, "plain-HTTP listen", /^(\s*)listen\s+80;/gm, 1, (indent) => {
    return `${indent}listen 127.0.0.1:${ports.httpPort};`;
  });
  text = rewrite(text, "certificate", /^(\s*)ssl_certificate\s+[^;]+;/gm, 1, (indent) => {
    return `${indent}ssl_certificate ${ports.certificate};`;
  });
  return rewrite(text, "certificate key", /^(\s*)ssl_certificate_key\s+[^;]+;/gm, 1, (indent) => {
    return `${indent}ssl_certificate_key ${ports.key};`;
  });
}

/** A whole nginx.conf around the site: one worker, in the foreground, every file it writes under `prefix`. */
export function benchNginxConfig(site: string, ports: BenchProxyPorts) {
  const under = (name: string) => path.join(ports.prefix, name);
  return [
    "daemon off;",
    "worker_processes 1;",
    `pid ${under("nginx.pid")};`,
    `error_log ${under("error.log")} warn;`,
    "events { worker_connections 1024; }",
    "http {",
    "    access_log off;",
    ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((kind) => `    ${kind}_temp_path ${under(kind)};`),
    benchSite(site, ports),
    "}",
    "",
  ].join("\n");
}
