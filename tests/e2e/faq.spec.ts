import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { DEMO_FAQS } from "../../demo/data";
import type { DB } from "../../app/utils/db.server";
import { whileTableIsOffline } from "./db";
import { expect, expectNoA11yViolations, httpStatusError, test, useStoredTheme, waitForHydration } from "./fixtures";

/**
 * The empty and error tests take the faqs table away for a moment. Every test
 * in this file holds one lock for its whole run, so the desktop and phone
 * projects (separate workers) never see each other's missing FAQs.
 */
const LOCK = path.join(process.env.E2E_DATA_DIR ?? "/tmp", "faq-table.lock");
const STALE_MS = 120_000;

async function acquireLock() {
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      fs.mkdirSync(LOCK);
      return;
    } catch {
      const age = Date.now() - (fs.statSync(LOCK, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > STALE_MS) fs.rmSync(LOCK, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`Could not take ${LOCK}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

test.beforeEach(async () => {
  await acquireLock();
});

test.afterEach(async () => {
  fs.rmSync(LOCK, { recursive: true, force: true });
});

const CATEGORIES = [...new Set(DEMO_FAQS.map((f) => f.category))];
const chips = (page: Page) => page.getByRole("navigation", { name: "FAQ categories" });
const questions = (page: Page) => page.getByTestId("faq-item").locator("summary");

test("lists every FAQ grouped by category, and the category chips filter them", async ({ page }) => {
  await page.goto("/faq");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frequently Asked Questions");
  await expect(chips(page).getByRole("link")).toHaveText(["All", ...CATEGORIES]);
  await expect(chips(page).getByRole("link", { name: "All" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByTestId("faq-group").getByRole("heading", { level: 2 })).toHaveText(CATEGORIES);
  await expect(questions(page)).toHaveText(
    CATEGORIES.flatMap((c) => DEMO_FAQS.filter((f) => f.category === c).map((f) => f.question)),
  );

  await waitForHydration(page);
  const category = "Games & Play";
  await chips(page).getByRole("link", { name: category }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/faq" && url.searchParams.get("category") === category);
  await expect(chips(page).getByRole("link", { name: category })).toHaveAttribute("aria-current", "page");
  await expect(chips(page).getByRole("link", { name: "All" })).not.toHaveAttribute("aria-current", /.*/);
  await expect(questions(page)).toHaveText(DEMO_FAQS.filter((f) => f.category === category).map((f) => f.question));

  // The filtered view survives a reload and can be shared.
  await page.reload();
  await expect(questions(page)).toHaveCount(DEMO_FAQS.filter((f) => f.category === category).length);

  await chips(page).getByRole("link", { name: "All" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/faq" && url.search === "");
  await expect(questions(page)).toHaveCount(DEMO_FAQS.length);
});

test("a question opens and closes by mouse and keyboard", async ({ page }) => {
  const faq = DEMO_FAQS[0];
  await page.goto("/faq");
  const summary = page.getByText(faq.question, { exact: true });
  const answer = page.getByText(faq.answer);
  await expect(answer).toBeHidden();
  await summary.click();
  await expect(answer).toBeVisible();
  await summary.click();
  await expect(answer).toBeHidden();
  await summary.focus();
  await page.keyboard.press("Enter");
  await expect(answer).toBeVisible();
});

test("an unknown category says so and links back to all questions", async ({ page }) => {
  await page.goto("/faq?category=Nope");
  await expect(page.getByText("No questions in this category")).toBeVisible();
  await expect(chips(page).getByRole("link", { name: "All" })).not.toHaveAttribute("aria-current", /.*/);
  await page.getByRole("link", { name: "Show all questions" }).click();
  await expect(questions(page)).toHaveCount(DEMO_FAQS.length);
});

test("'Still have questions?' contact link goes to the About page's form", async ({ page }) => {
  await page.goto("/faq");
  await page.getByTestId("faq-contact-link").click();
  await expect(page).toHaveURL((url) => url.pathname === "/about" && url.hash === "#contact");
  await expect(page.getByTestId("contact-form")).toBeVisible();
});

test("carries FAQPage structured data with every question", async ({ page }) => {
  await page.goto("/faq");
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const faqPage = blocks
    .map((b) => JSON.parse(b) as { "@type"?: string; mainEntity?: { name: string }[] })
    .find((b) => b["@type"] === "FAQPage");
  expect(faqPage?.mainEntity?.map((q) => q.name)).toEqual(DEMO_FAQS.map((f) => f.question));
});

test.describe.serial("without FAQs", () => {
  test("shows the empty state when there are no FAQs @phone", async ({ page, db }) => {
    await withoutFaqs(db, async () => {
      await page.goto("/faq");
      await expect(page.getByTestId("faq-empty")).toContainText("No FAQs yet");
      await expect(chips(page)).toHaveCount(0);
      await expect(page.getByTestId("faq-empty").getByRole("link", { name: "Contact us" })).toHaveAttribute(
        "href",
        "/about#contact",
      );
      await expectNoA11yViolations(page, "/faq (empty)");
    });
  });

  test("shows 'Failed to load FAQs' when they cannot be loaded @phone", async ({ page, db, browserErrors }) => {
    browserErrors.allow(httpStatusError(500), "the page under test reports a load failure with status 500");
    await whileTableIsOffline(db, "faqs", async () => {
      await page.goto("/faq");
      await expect(page.getByRole("alert")).toContainText("Failed to load FAQs");
      await expect(page.getByTestId("faq-contact-link")).toBeVisible();
      await expectNoA11yViolations(page, "/faq (load error)");
    });
  });
});

for (const theme of ["light", "dark"] as const) {
  test(`axe, ${theme} mode, with a question open and a category chosen @phone`, async ({ page }) => {
    await useStoredTheme(page, theme);
    await page.goto("/faq?category=Visiting");
    await page.getByTestId("faq-item").first().locator("summary").click();
    await expectNoA11yViolations(page, `/faq (${theme})`);
  });
}

/** Runs `run` with the faqs table empty, then puts every row back as it was. */
async function withoutFaqs(db: DB, run: () => Promise<void>) {
  const rows = await db.selectFrom("faqs").selectAll().execute();
  await db.deleteFrom("faqs").execute();
  try {
    await run();
  } finally {
    if (rows.length) await db.insertInto("faqs").values(rows).execute();
  }
}
