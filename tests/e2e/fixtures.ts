import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page, type TestInfo } from "@playwright/test";
import { createUser } from "../../app/models/user.server";
import type { DB } from "../../app/utils/db.server";
import { ACCOUNTS, type Account, type Role } from "./accounts";
import { openE2eDb } from "./db";

export { expect };

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
export const httpStatusError = (status: number) => new RegExp(`Failed to load resource: the server responded with a status of ${status}\\b`);

type Fixtures = { browserErrors: BrowserErrors };
type WorkerFixtures = { db: DB };

export const test = base.extend<Fixtures, WorkerFixtures>({
  browserErrors: [
    async ({ page }, use, testInfo) => {
      const errors = new BrowserErrors(page);
      await use(errors);
      const unexpected = errors.unexpected();
      if (unexpected.length) await testInfo.attach("browser-errors", { body: unexpected.join("\n"), contentType: "text/plain" });
      expect(unexpected, `The browser logged errors:\n${unexpected.join("\n")}`).toEqual([]);
    },
    { auto: true },
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
});

/**
 * Resolves once the page has hydrated: the router exists and the root layout's
 * first effect has marked <html data-hydrated>. Until then a click would reach
 * the server-rendered HTML without any script behind it.
 */
export async function waitForHydration(page: Page, timeout = 20_000) {
  const hydrated = page.waitForFunction(() => {
    const w = window as unknown as { __reactRouterDataRouter?: { state: { initialized: boolean } } };
    return Boolean(w.__reactRouterDataRouter?.state.initialized) && document.documentElement.hasAttribute("data-hydrated");
  }, undefined, { timeout });
  await hydrated.catch((error: Error) => {
    throw new Error(`${page.url()} did not hydrate within ${timeout / 1000} s: did a script fail to load or throw? (${error.message.split("\n")[0]})`);
  });
}

/** Signs in through the /login form as the seeded staff or manager account and waits for the dashboard. */
export async function login(page: Page, role: Role) {
  const account = ACCOUNTS[role];
  await page.goto("/login");
  await waitForHydration(page);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname === "/admin");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("Signed in as")).toContainText(account.name);
  return account;
}

/**
 * A fresh staff account for a test that fails sign-ins on purpose: five
 * failures lock an account for 15 minutes, so such a test (and its retry)
 * never uses a shared one.
 */
export async function createThrowawayAccount(db: DB, testInfo: TestInfo, label: string): Promise<Account> {
  const unique = `${testInfo.project.name}-${testInfo.retry}-${Date.now().toString(36)}`;
  const account: Account = { email: `${label}-${unique}@e2e.test`, password: "Throwaway-E2e-pass3!", role: "staff", name: `${label} ${unique}` };
  await createUser(db, account);
  return account;
}

/**
 * Axe with WCAG 2.0, 2.1 and 2.2 A/AA rules (experimental rules still find faults on the game and sale pages: see issue 7);
 * fails on serious or critical violations and prints them readably.
 */
export async function expectNoA11yViolations(page: Page, label = page.url()) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const report = serious
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map((n) => `    - ${n.target.join(" ")}\n      ${n.html.slice(0, 200)}\n      ${(n.failureSummary ?? "").replace(/\n/g, "\n      ")}`)
        .join("\n");
      const more = v.nodes.length > 5 ? `\n    ... and ${v.nodes.length - 5} more` : "";
      return `  [${v.impact}] ${v.id}: ${v.help}\n    ${v.helpUrl}\n${nodes}${more}`;
    })
    .join("\n");
  expect(serious.length, `Accessibility violations on ${label}:\n${report}`).toBe(0);
}

/** Sets the stored theme before any page script runs, as a returning visitor's browser would have it. */
export async function useStoredTheme(page: Page, theme: "light" | "dark") {
  await page.addInitScript((dark) => {
    try {
      if (localStorage.getItem("darkMode") === null) localStorage.setItem("darkMode", dark);
    } catch {
      // A browser error page (server unreachable) has no storage; the test fails on its own assertions.
    }
  }, String(theme === "dark"));
}

/** test-results/screenshots/{project}-{theme}-{name}.png, full page. */
export async function saveScreenshot(page: Page, testInfo: TestInfo, theme: "light" | "dark", name: string) {
  const file = path.join(testInfo.project.outputDir, "screenshots", `${testInfo.project.name}-${theme}-${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
