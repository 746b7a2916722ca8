import { expect, expectNoA11yViolations, test, useStoredTheme, waitForHydration } from "./fixtures";

/**
 * Page Texts (/admin/texts): a manager writes About's story in Markdown, previews it as the page will show
 * it, saves, and a visitor reads it on /about at once, with nothing of the hostile parts on the page.
 */
const editor = (page: import("@playwright/test").Page) => page.getByRole("region", { name: "Our Story" });

test("a manager's story with a list and a link is on About for the next visitor; a script, an onerror and a javascript: link never are", async ({
  page,
  signIn,
  db,
  browser,
}) => {
  const { markdown: original } = await db
    .selectFrom("page_texts")
    .select("markdown")
    .where("key", "=", "about_story")
    .executeTakeFirstOrThrow();
  try {
    await signIn("manager", { openDashboard: false });
    await page.goto("/admin/texts");
    await waitForHydration(page);
    await editor(page)
      .getByLabel("Text")
      .fill(
        [
          "{longName} opened in {established}.",
          "- Pinball from every decade\n- Arcade [cabinets](/collection)",
          "<script>window.hacked = 1</script>",
          '<img src="x" onerror="window.hacked = 2">',
          "[Win a prize](javascript:window.hacked=3)",
        ].join("\n\n"),
      );
    await editor(page).getByRole("button", { name: "Preview" }).click();
    const preview = editor(page).getByText("Preview, as the page will show it").locator("..");
    await expect(preview.getByRole("listitem")).toHaveText(["Pinball from every decade", "Arcade cabinets"]);
    await expect(preview).toContainText("Replay Arcade & Pinball Museum opened in 2015.");
    await editor(page).getByRole("button", { name: "Save" }).click();
    await expect(editor(page).getByRole("status")).toHaveText("Saved: About, under Our Story shows the new text.");

    const visitor = await browser.newPage();
    await visitor.goto("/about");
    const story = visitor.getByRole("region", { name: "Our Story" }).getByTestId("page-text");
    await expect(story.getByRole("listitem")).toHaveText(["Pinball from every decade", "Arcade cabinets"]);
    await expect(story.getByRole("link", { name: "cabinets" })).toHaveAttribute("href", "/collection");
    await expect(story).toContainText("Replay Arcade & Pinball Museum opened in 2015.");
    await expect(story).toContainText("Win a prize");
    const html = await story.innerHTML();
    expect(html).not.toMatch(/<script|onerror|javascript:|<img/i);
    expect(await visitor.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
    await visitor.close();
  } finally {
    await db.updateTable("page_texts").set({ markdown: original }).where("key", "=", "about_story").execute();
  }
});

for (const theme of ["light", "dark"] as const)
  test(`axe on Page Texts (${theme}) @phone`, async ({ page, signIn }) => {
    await useStoredTheme(page, theme);
    await signIn("manager", { openDashboard: false });
    await page.goto("/admin/texts");
    await waitForHydration(page);
    await editor(page).getByRole("button", { name: "Preview" }).click();
    await expect(editor(page).getByText("Preview, as the page will show it")).toBeVisible();
    await expectNoA11yViolations(page, `/admin/texts with a preview (${theme})`);
  });
