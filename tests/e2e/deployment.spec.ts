import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { freePort } from "./own-server";

/**
 * The systemd unit a deployment installs (deploy/systemd/replay-museum.service, docs/deployment.md): its own
 * command, environment and stop settings start the site and stop it cleanly. Only what a test machine cannot
 * have is put in place: this Node for the unit's /usr/local/bin/node, this checkout for /srv/replay-museum,
 * and a port and data folder of the test's own.
 */
const UNIT = path.resolve("deploy/systemd/replay-museum.service");
const unit = fs.readFileSync(UNIT, "utf8");

/** Every value of a `Key=value` line of the unit, in order. */
const values = (key: string) => [...unit.matchAll(new RegExp(`^${key}=(.*)$`, "gm"))].map((m) => m[1].trim());

test("the systemd unit's command starts the site, and its stop signal ends it cleanly within its stop timeout", async () => {
  test.setTimeout(120_000);
  const [command] = values("ExecStart");
  const [program, ...args] = command.split(/\s+/);
  expect(program, "the unit runs Node by an absolute path").toMatch(/^\/.+\/node$/);
  const environment = Object.fromEntries(values("Environment").map((line) => line.split(/=(.*)/s).slice(0, 2)));
  expect(environment).toMatchObject({ NODE_ENV: "production", HOST: "127.0.0.1", TRUST_PROXY: "loopback" });
  const [stopSignal] = values("KillSignal");
  const stopTimeoutMs = Number(values("TimeoutStopSec")[0]) * 1000;

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "museum-e2e-unit-"));
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    cwd: process.cwd(),
    env: {
      ...process.env,
      ...environment,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: "",
      SMTP_URL: "",
      SESSION_SECRET: "",
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: Buffer[] = [];
  child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
  child.stderr.on("data", (chunk: Buffer) => output.push(chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  try {
    await expect
      .poll(
        () =>
          fetch(`http://127.0.0.1:${port}/readyz`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 60_000, message: "the site answers /readyz" },
      )
      .toBe(200);
    expect((await fetch(`http://127.0.0.1:${port}/faq`)).status, "a public page").toBe(200);
    expect(fs.existsSync(path.join(dataDir, "museum.db")), "the database is in the unit's data folder").toBe(true);

    const stoppedAt = Date.now();
    child.kill(stopSignal as NodeJS.Signals);
    expect(await exited, Buffer.concat(output).toString()).toBe(0);
    expect(Date.now() - stoppedAt, "stopped within TimeoutStopSec").toBeLessThan(stopTimeoutMs);
  } finally {
    if (child.exitCode === null) child.kill("SIGKILL");
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

const systemdAnalyze = spawnSync("systemd-analyze", ["--version"]).status === 0;

test("systemd finds nothing wrong in the unit, where systemd-analyze is installed", () => {
  test.skip(!systemdAnalyze, "systemd-analyze is not installed");
  // The unit as installed, with this machine's Node where the unit expects one (the only path it names).
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "museum-unit-"));
  try {
    const copy = path.join(dir, path.basename(UNIT));
    fs.writeFileSync(copy, unit.replace(/^ExecStart=\S+/m, `ExecStart=${process.execPath}`));
    const report = spawnSync("systemd-analyze", ["verify", copy], { encoding: "utf8" });
    expect([report.status, `${report.stdout}${report.stderr}`]).toEqual([0, ""]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
