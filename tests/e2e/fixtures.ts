import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page, type TestInfo } from "@playwright/test";
import { createUser } from "../../app/models/account/user.server";
import { createDb, type DB } from "../../app/utils/db.server";
import { ACCOUNTS, type Account, type Role } from "./accounts";
import { openE2eDb } from "./db";
import { startEmptyServer } from "./own-server";
import { sessionFile, signInOverHttp, type StorageState } from "./sessions";

export { expect, signInOverHttp };

/**
 * Every console.error and uncaught page error fails the test. A test that
 * provokes one on purpose (a 404 page, a refused sign-in: Chromium logs
 * "Failed to load resource: ... status of 4xx" for those) declares it with
 * browserErrors.allow(pattern, reason); nothing is allowed by default.
 */
export class BrowserErrors {
  readonly seen: string[] = [];
  readonly #allowed: { pattern: RegExp; reason: string }[] = [];

  constructor(page: Page) {
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      const where = message.location().url ? ` (${message.location().url})` : "";
      this.seen.push(`console.error: ${message.text()}${where}`);
    });
    page.on("pageerror", (error) => this.seen.push(`pageerror: ${error.stack ?? error.message}`));
  }

  allow(pattern: RegExp, reason: string) {
    this.#allowed.push({ pattern, reason });
  }

  unexpected() {
    return this.seen.filter((line) => !this.#allowed.some(({ pattern }) => pattern.test(line)));
  }
}

/** Chromium's line for a response with an error status, e.g. the 404 page itself. */
export const httpStatusError = (status: number) =>
  new RegExp(`Failed to load resource: the server responded with a status of ${status}\\b`);

type SignInOptions = {
  /** A session of this test's own instead of the shared one: for a test that signs out (which ends the session it uses). */
  fresh?: boolean;
  /** Open the dashboard and check it greets the account (the default), or only hand the session to the page. */
  openDashboard?: boolean;
};

type Fixtures = {
  browserErrors: BrowserErrors;
  /**
   * Signs the page in as a seeded account by giving it a session cookie; by default then opens /admin,
   * waits for it to hydrate and checks "Signed in as <name>". The shared sessions are made once per run
   * (global-setup.ts); exactly one test, in auth.spec.ts, signs a seeded account in through the form.
   */
  signIn: (role: Role, options?: SignInOptions) => Promise<Account>;
};
/** A second server on an empty database (no demo content, nothing written by any test), with a staff session. */
export type EmptyServer = { url: string; staff: StorageState };

type WorkerFixtures = { db: DB; staffSessions: (role: Role) => StorageState; emptyServer: EmptyServer };

export type SignIn = Fixtures["signIn"];

export const test = base.extend<Fixtures, WorkerFixtures>({
  browserErrors: [
    async ({ page }, use, testInfo) => {
      const errors = new BrowserErrors(page);
      await use(errors);
      const unexpected = errors.unexpected();
      if (unexpected.length)
        await testInfo.attach("browser-errors", { body: unexpected.join("\n"), contentType: "text/plain" });
      expect(unexpected, `The browser logged errors:\n${unexpected.join("\n")}`).toEqual([]);
    },
    { auto: true },
  ],
  signIn: [
    async ({ page, baseURL, staffSessions }, use) => {
      await use(async (role, { fresh = false, openDashboard = true } = {}) => {
        const account = ACCOUNTS[role];
        const state = fresh ? await signInOverHttp(baseURL!, account) : staffSessions(role);
        await page.context().addCookies(state.cookies);
        if (!openDashboard) return account;
        await page.goto("/admin");
        if (new URL(page.url()).pathname !== "/admin") {
          throw new Error(
            `The ${fresh ? "new" : "shared"} ${role} session was refused (sent to ${page.url()}): did a test sign out with a shared session? Use signIn(role, { fresh: true }) there.`,
          );
        }
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(page.getByText("Signed in as")).toContainText(account.name);
        await waitForHydration(page);
        return account;
      });
    },
    { scope: "test" },
  ],
  db: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const db = openE2eDb();
      await use(db);
      await db.destroy();
    },
    { scope: "worker" },
  ],
  emptyServer: [
    // One per worker, started by the first test that asks for it: an empty museum (no repairs, parts, games
    // or inquiries) cannot be made in the shared database without disturbing other tests, and a server of
    // its own costs each test a start and a migration of a new database. No test may write to it.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startEmptyServer();
      const db = createDb({ kind: "sqlite", file: path.join(server.dataDir, "museum.db") });
      const staff = await createUser(db, ACCOUNTS.staff)
        .then(() => signInOverHttp(server.url, ACCOUNTS.staff))
        .finally(() => db.destroy())
        .catch(async (error: unknown) => {
          await server.stop();
          throw error;
        });
      await use({ url: server.url, staff });
      await server.stop();
    },
    { scope: "worker", timeout: 60_000 },
  ],
  staffSessions: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const cache = new Map<Role, StorageState>();
      await use((role) => {
        let state = cache.get(role);
        if (!state) {
          state = JSON.parse(fs.readFileSync(sessionFile(role), "utf8")) as StorageState;
          cache.set(role, state);
        }
        return state;
      });
    },
    { scope: "worker" },
  ],
});

/**
 * Resolves once the page has hydrated: the router exists and the root layout's
 * first effect has marked <html data-hydrated>. Until then a click would reach
 * the server-rendered HTML without any script behind it.
 */
export async function waitForHydration(page: Page, timeout = 20_000) {
  const hydrated = page.waitForFunction(
    () => {
      const w = window as unknown as { __reactRouterDataRouter?: { state: { initialized: boolean } } };
      return (
        Boolean(w.__reactRouterDataRouter?.state.initialized) && document.documentElement.hasAttribute("data-hydrated")
      );
    },
    undefined,
    { timeout },
  );
  await hydrated.catch((error: Error) => {
    throw new Error(
      `${page.url()} did not hydrate within ${timeout / 1000} s: did a script fail to load or throw? (${error.message.split("\n")[0]})`,
    );
  });
}

/**
 * Resolves once the router has nothing in flight: no navigation, no revalidation, every fetcher idle. A test
 * that posts several forms in a row waits for this between them, as a person does: a fetcher posted while the
 * last post's revalidation is still loading makes React Router abort that load, and the abort can surface
 * in the page as an unhandled AbortError (remix-run/react-router#14203).
 */
export async function waitForRouterIdle(page: Page) {
  await page.waitForFunction(() => {
    type Idle = { state: string };
    const router = (
      window as unknown as {
        __reactRouterDataRouter?: {
          state: { navigation: Idle; revalidation: string; fetchers: Map<string, Idle> };
        };
      }
    ).__reactRouterDataRouter;
    if (!router) return false;
    const { navigation, revalidation, fetchers } = router.state;
    return (
      navigation.state === "idle" &&
      revalidation === "idle" &&
      [...fetchers.values()].every((fetcher) => fetcher.state === "idle")
    );
  });
}

/**
 * A fresh staff account for a test that fails sign-ins on purpose: five
 * failures lock an account for 15 minutes, so such a test (and its retry)
 * never uses a shared one.
 */
export async function createThrowawayAccount(db: DB, testInfo: TestInfo, label: string): Promise<Account> {
  const unique = `${testInfo.project.name}-${testInfo.retry}-${Date.now().toString(36)}`;
  const account: Account = {
    email: `${label}-${unique}@e2e.test`,
    password: "Throwaway-E2e-pass3!",
    role: "staff",
    name: `${label} ${unique}`,
  };
  await createUser(db, account);
  return account;
}

/**
 * What one axe run may add to its test's time limit. A run costs 1 to 2 s on an idle machine (axe is
 * injected into the page and runs over the whole DOM) and several times that on a busy one, so a test's
 * budget grows with the axe work it does instead of running out on a slow day.
 */
const AXE_RUN_ALLOWANCE_MS = 10_000;

/**
 * Axe with WCAG 2.0, 2.1 and 2.2 A/AA rules, axe's best practices and its experimental rules (p-as-heading and
 * label-content-name-mismatch are two; axe runs them only when a tag names them); fails on serious or critical
 * violations and prints them readably.
 */
export async function expectNoA11yViolations(page: Page, label = page.url()) {
  const { timeout } = test.info();
  if (timeout > 0) test.info().setTimeout(timeout + AXE_RUN_ALLOWANCE_MS); // 0: no limit (--debug, --timeout 0)
  const results = await new AxeBuilder({ page })
    // options() replaces every option set before it, the tags included, so it comes first.
    .options({ resultTypes: ["violations"] })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice", "experimental"])
    // Runs axe in the page itself. The default mode collects each frame's results and then finishes them
    // in a blank page of its own, which is only needed for cross-origin iframes (our pages have none) and
    // took more than half of each run: measured on /, /collection and /about, 2.3-5.5 s instead of
    // 4.9-12.8 s on a busy machine, with the same violations found.
    .setLegacyMode(true)
    .analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const report = serious
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map(
          (n) =>
            `    - ${n.target.join(" ")}\n      ${n.html.slice(0, 200)}\n      ${(n.failureSummary ?? "").replace(/\n/g, "\n      ")}`,
        )
        .join("\n");
      const more = v.nodes.length > 5 ? `\n    ... and ${v.nodes.length - 5} more` : "";
      return `  [${v.impact}] ${v.id}: ${v.help}\n    ${v.helpUrl}\n${nodes}${more}`;
    })
    .join("\n");
  expect(serious.length, `Accessibility violations on ${label}:\n${report}`).toBe(0);
}

/**
 * A Wednesday at noon in Florida (the museum's time zone): a regular open day, no special hours in the
 * demo seed. Pages that read the date in the browser (the home page's Hours card recalculates "Open now"
 * and today's row on load) show the same thing on every day and at every hour the tests run.
 */
export const PINNED_NOW = new Date("2026-06-03T16:00:00Z");

/** Pins the browser's clock; call it before the first page loads. Timers still run at the real pace. */
export async function pinBrowserClock(page: Page, time = PINNED_NOW) {
  await page.clock.install({ time });
}

/**
 * On the home page with the clock at PINNED_NOW: waits until the Hours card shows that time's state. The
 * server renders with its own, real time; the card recalculates from the browser's clock after hydration.
 */
export async function expectHomeHoursAtPinnedTime(page: Page) {
  await waitForHydration(page);
  const hours = page.getByRole("region", { name: "Hours" });
  await expect(hours.getByTestId("open-status")).toHaveText("Open now");
  await expect(hours.locator("dl > div").nth(3)).toContainText("Wednesday (today)");
  await expect(hours.getByText("(today)")).toHaveCount(1);
}

/** Sets the stored theme before any page script runs, as a returning visitor's browser would have it. */
export async function useStoredTheme(page: Page, theme: "light" | "dark") {
  await page.addInitScript(
    (dark) => {
      try {
        if (localStorage.getItem("darkMode") === null) localStorage.setItem("darkMode", dark);
      } catch {
        // A browser error page (server unreachable) has no storage; the test fails on its own assertions.
      }
    },
    String(theme === "dark"),
  );
}

/** test-results/screenshots/{project}-{theme}-{name}.png, full page. */
export async function saveScreenshot(page: Page, testInfo: TestInfo, theme: "light" | "dark", name: string) {
  const file = path.join(testInfo.project.outputDir, "screenshots", `${testInfo.project.name}-${theme}-${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
