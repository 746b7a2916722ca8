import { expect, test, waitForHydration } from "./fixtures";

/**
 * The page cache (docs/design.md#pages-kept-for-visitors) on the real pages: a visitor is given the kept page (which
 * must still hydrate with its scripts allowed by hash: the browserErrors fixture fails the test on any CSP report), a
 * staff member's change shows at once, and a signed-in person never shares the visitors' page. The rules one by one, on
 * both databases, are in tests/integration/page-cache.test.ts.
 */
test("a visitor is given the kept page, sees a staff member's new FAQ at once, and staff never share it", async ({
  page,
  browser,
  staffSessions,
  db,
}) => {
  const question = "Can I bring my own quarters?";
  await page.goto("/faq");
  await waitForHydration(page);
  // The other worker's tests write to the same database, and any write there may retire the kept page in
  // between: asking again keeps it once more.
  let etag = "";
  await expect
    .poll(async () => {
      const kept = await page.request.get("/faq");
      etag = kept.headers()["etag"];
      return kept.headers()["x-page-cache"];
    })
    .toBe("hit");
  expect((await page.request.get("/faq", { headers: { "If-None-Match": etag } })).status()).toBe(304);

  const staff = await browser.newContext({ storageState: staffSessions("staff") });
  try {
    const admin = await staff.newPage();
    const signedIn = await admin.goto("/faq");
    expect(signedIn?.headers()["x-page-cache"]).toBeUndefined();
    const dashboardLink = (on: typeof page) => on.getByRole("banner").getByRole("link", { name: "Admin Dashboard" });
    await expect(dashboardLink(admin)).toBeVisible();

    await admin.goto("/admin/faq");
    await waitForHydration(admin);
    await admin.getByRole("button", { name: "Add FAQ" }).click();
    const form = admin.getByTestId("faq-form");
    await form.getByLabel("Category").fill("Visiting");
    await form.getByLabel("Question").fill(question);
    await form.getByLabel("Answer").fill("No need: every machine is on free play.");
    await form.getByRole("button", { name: "Save FAQ" }).click();
    await expect(admin.getByRole("region", { name: /^Questions/ }).getByRole("status")).toHaveText("FAQ saved.");

    await page.reload();
    await expect(page.getByTestId("faq-item").locator("summary").filter({ hasText: question })).toBeVisible();
    await expect(dashboardLink(page)).toHaveCount(0);
    const fresh = await page.request.get("/faq", { headers: { "If-None-Match": etag } });
    expect(fresh.status()).toBe(200);
    expect(fresh.headers()["etag"]).not.toBe(etag);
  } finally {
    await staff.close();
    await db.deleteFrom("faqs").where("question", "=", question).execute();
  }
});
