import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

/**
 * Browser tests: the production build (`node server/start.js`) on its own
 * port and its own throw-away SQLite database, driven by the system Chromium
 * on a desktop and a phone viewport. See tests/e2e/.
 *
 * Every test runs on the desktop viewport. A test whose outcome depends on the viewport (layout, the phone
 * menu, touch, screenshots, and every axe check: axe judges what is drawn, target sizes included) carries
 * `@phone` in its title and runs on the phone viewport too; `@phone-only` marks what only a phone draws
 * (the menu button), what is measured as a phone (the JavaScript budget), and the phone's axe checks of a
 * staff flow that runs on the desktop only: such a test reaches each screen the flow checks the short way
 * (rows written to the database) instead of repeating the flow (docs/departures.md 42). A test that only
 * checks server answers, stored rows or form logic runs once.
 */

// Debian's headless shell is the browser Playwright itself runs headless tests in: without the full browser's
// window machinery it spent a third less time than /usr/bin/chromium on the same 84 tests (166 s against 110 s).
// It cannot open a window: for `--headed`, point CHROMIUM_PATH at /usr/bin/chromium.
const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";
const chromiumPath =
  process.env.CHROMIUM_PATH || (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");
if (!fs.existsSync(chromiumPath)) {
  // Never skip silently: without a browser the suite fails and says how to get one.
  throw new Error(
    [
      `Chromium was not found at ${chromiumPath}; the browser tests need it and do not download browsers.`,
      "Install it with:  apt-get update && apt-get install -y chromium chromium-headless-shell",
      "or point CHROMIUM_PATH at a Chromium or Chrome binary, e.g. CHROMIUM_PATH=/opt/chrome/chrome npm run test:e2e",
    ].join("\n"),
  );
}

const port = Number(process.env.E2E_PORT || 3317);
const baseURL = `http://127.0.0.1:${port}`;

// The config is also loaded by every worker; they inherit the runner's environment, so one directory serves the run.
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "museum-e2e-"));
  process.env.E2E_DATA_DIR_OWNED = "1"; // global-teardown removes only a directory this run created
}
const dataDir = process.env.E2E_DATA_DIR;

const isCI = process.env.CI === "true" || process.env.CI === "1";

/** Specs that load the machine on purpose (see the "heavy" project). */
const HEAVY = /(load|durability|shutdown)\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results",
  globalSetup: "./tests/e2e/global-setup.ts",
  globalTeardown: "./tests/e2e/global-teardown.ts",
  fullyParallel: false,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  // One per core: the browsers' renderers keep both cores busy (measured), so a third worker only queues.
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"]],
  use: {
    baseURL,
    browserName: "chromium",
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
    // The site's CSS cuts transitions to ~0 under reduced motion, so screenshots and axe see settled colours.
    reducedMotion: "reduce",
    timezoneId: "America/New_York",
    locale: "en-US",
    // Recording a trace costs every test about a third of a second (some 15% of the run), failing or not, so
    // only a retry records one: CI retries a failure once; locally, re-run a failing test with `--trace on`.
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    // The staff app's service worker precaches some 200 files in every staff test's fresh browser and answers a
    // screen from its copy when the loaded server is slower than its timeout: only the specs about it allow it
    // (`test.use({ serviceWorkers: "allow" })`, tests/e2e/offline-screens.spec.ts).
    serviceWorkers: "block",
  },
  projects: [
    {
      name: "desktop",
      testIgnore: HEAVY,
      grepInvert: /@phone-only\b/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    {
      name: "phone",
      testIgnore: HEAVY,
      grep: /@phone(-only)?\b/,
      use: {
        ...devices["Pixel 7"],
        viewport: { width: 390, height: 844 },
        screen: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      },
    },
    {
      // The load test and the kill test keep both cores busy for a minute or more: they run after the
      // browser tests, not beside them, so no other test's timing suffers.
      name: "heavy",
      testMatch: HEAVY,
      dependencies: ["desktop", "phone"],
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: "node server/start.js",
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: 120_000, // the first start may build the site and seed demo images
    // A crash shows on stderr. E2E_SERVER_STDOUT=1 also shows the server's warn/error log (and the
    // throw-away first-manager banner, which is why it is off by default).
    stdout: process.env.E2E_SERVER_STDOUT ? "pipe" : "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      // Empty values win over a developer's .env: always SQLite in DATA_DIR, never real mail.
      DATABASE_URL: "",
      SMTP_URL: "",
      SESSION_SECRET: "",
      SEED_DEMO: "true",
      ADMIN_EMAIL: "manager@e2e.test",
      RATE_LIMIT_PER_MINUTE: "10000",
      // Every test comes from 127.0.0.1: the wrong passwords of the whole run must not add up to a delay
      // for the address. The per-account delay, which the tests check, is unchanged.
      SIGN_IN_ADDRESS_LIMIT: "100000",
      LOG_LEVEL: "warn",
      TRUST_PROXY: "false",
    },
  },
});
