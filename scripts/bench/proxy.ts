import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import { freePort } from "../../tests/e2e/own-server";
import { benchNginxConfig, SITE_CONFIG } from "./nginx-config";

/**
 * nginx in front of the bench's server, as visitors reach a deployed site: the repository's own site config
 * (deploy/nginx/replay.conf), HTTP/2 over TLS with a self-signed certificate made for the run.
 */

export type Proxy = { url: string; stop: () => Promise<void> };

/** NGINX_PATH, or Debian's nginx; null when neither is there. */
export function findNginx(): string | null {
  for (const candidate of [process.env.NGINX_PATH, "/usr/sbin/nginx", "/usr/bin/nginx"]) {
    if (candidate && fs.existsSync(candidate)) return candidate;
  }
  return null;
}

/** A key and certificate for 127.0.0.1, valid for a day, made with the machine's openssl. */
function selfSignedCertificate(dir: string) {
  const key = path.join(dir, "key.pem");
  const certificate = path.join(dir, "cert.pem");
  execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1"],
      ...["-subj", "/CN=localhost", "-addext", "subjectAltName=IP:127.0.0.1,DNS:localhost"],
      ...["-keyout", key, "-out", certificate],
    ],
    { stdio: "ignore" },
  );
  return { key, certificate };
}

/** Resolves once nginx answers over TLS, or rejects with its log when it exits or stays silent for 10 s. */
async function answered(url: string, exited: Promise<string>) {
  const deadline = Date.now() + 10_000;
  let stopped: string | undefined;
  void exited.then((log) => (stopped = log));
  while (Date.now() < deadline) {
    if (stopped !== undefined) throw new Error(`nginx stopped at its start:\n${stopped}`);
    const ok = await new Promise<boolean>((resolve) => {
      https
        .get(`${url}/robots.txt`, { rejectUnauthorized: false }, (res) => {
          res.resume();
          resolve(res.statusCode === 200);
        })
        .on("error", () => resolve(false));
    });
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("nginx did not answer within 10 s");
}

/** Starts `nginx` (findNginx) in front of the app at `appUrl`; stop() ends it and removes its files. */
export async function startProxy(appUrl: string, nginx: string): Promise<Proxy> {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), "museum-bench-nginx-"));
  // nginx's workers run as another user when the bench runs as root: they must reach their buffer folders.
  fs.chmodSync(prefix, 0o755);
  const ports = {
    appPort: Number(new URL(appUrl).port),
    httpsPort: await freePort(),
    httpPort: await freePort(),
    prefix,
    ...selfSignedCertificate(prefix),
  };
  const configFile = path.join(prefix, "nginx.conf");
  fs.writeFileSync(configFile, benchNginxConfig(fs.readFileSync(SITE_CONFIG, "utf8"), ports));
  const child = spawn(nginx, ["-p", prefix, "-e", path.join(prefix, "error.log"), "-c", configFile], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<string>((resolve) =>
    child.once("exit", () => {
      const log = path.join(prefix, "error.log");
      resolve(stderr + (fs.existsSync(log) ? fs.readFileSync(log, "utf8") : ""));
    }),
  );
  const url = `https://127.0.0.1:${ports.httpsPort}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGQUIT");
    await exited;
    fs.rmSync(prefix, { recursive: true, force: true });
  };
  try {
    await answered(url, exited);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
