import type { TestInfo } from "@playwright/test";
import { expect, expectNoA11yViolations, httpStatusError, test, waitForHydration } from "./fixtures";
import { latestMailText, linkTo } from "./mail";

/** The newsletter's links (docs/departures.md#one-click-unsubscribe): confirm once, unsubscribe with one button (not by opening the link) without signing in, and the manager's list and CSV. */

const address = (testInfo: TestInfo, label: string) =>
  `${label}-${testInfo.project.name}-${testInfo.retry}-${Date.now().toString(36)}@example.com`;

test("confirm with the link in the mail (once), unsubscribe with the other (no sign-in), and the manager sees both and exports the confirmed @phone", async ({
  page,
  db,
  signIn,
  browser,
}, testInfo) => {
  test.slow();
  // The visitor's tab is a context of its own, outside the browserErrors fixture: its used-up link's 400 is expected there.
  const stays = address(testInfo, "stays");
  const leaves = address(testInfo, "leaves");
  const origin = new URL(testInfo.project.use.baseURL!).origin;
  for (const email of [stays, leaves]) {
    const answer = await page.request.post("/newsletter", {
      form: { email },
      headers: { Origin: origin, Accept: "application/json" },
    });
    expect(answer.status(), `signing ${email} up`).toBe(200);
  }

  // The visitor's side, in a browser of its own: nobody is signed in.
  const visitor = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  try {
    const reader = await visitor.newPage();
    // "leaves" confirms first, over HTTP as the confirm page's button does; a confirmed subscriber's mails
    // carry the unsubscribe link, the confirmation mail never does (a scanner opening it would spoil it).
    const leavesConfirmation = await latestMailText(db, leaves);
    expect(leavesConfirmation).not.toContain("/newsletter/unsubscribe");
    await reader.goto(linkTo(leavesConfirmation, "/newsletter/confirm"));
    await waitForHydration(reader);
    await reader.getByRole("button", { name: "Confirm my subscription" }).click();
    await expect(reader.getByRole("heading", { level: 1, name: "You're subscribed!" })).toBeVisible();

    const confirm = linkTo(await latestMailText(db, stays), "/newsletter/confirm");
    await reader.goto(confirm);
    await waitForHydration(reader);
    await expect(reader.getByRole("heading", { level: 1, name: "Confirm your subscription" })).toBeVisible();
    await expectNoA11yViolations(reader, "/newsletter/confirm");
    await reader.getByRole("button", { name: "Confirm my subscription" }).click();
    await expect(reader.getByRole("heading", { level: 1, name: "You're subscribed!" })).toBeVisible();
    // The same link a second time: used up.
    await reader.goto(confirm);
    await waitForHydration(reader);
    await reader.getByRole("button", { name: "Confirm my subscription" }).click();
    await expect(
      reader.getByRole("heading", { level: 1, name: "This link has expired or was already used" }),
    ).toBeVisible();

    // Opening the link (as a mail scanner does) only asks; the button unsubscribes.
    await reader.goto(linkTo(await latestMailText(db, leaves), "/newsletter/unsubscribe"));
    await waitForHydration(reader);
    await expect(reader.getByRole("heading", { level: 1, name: "Unsubscribe" })).toBeVisible();
    await expectNoA11yViolations(reader, "/newsletter/unsubscribe");
    const stillSubscribed = await db
      .selectFrom("newsletter_subscribers")
      .select(["confirmed", "unsubscribed_at"])
      .where("email", "=", leaves)
      .executeTakeFirstOrThrow();
    expect(stillSubscribed, "opening the link changes nothing").toEqual({ confirmed: true, unsubscribed_at: null });
    await reader.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(reader.getByRole("heading", { level: 1, name: "You're unsubscribed" })).toBeVisible();
  } finally {
    await visitor.close();
  }
  const rows = await db
    .selectFrom("newsletter_subscribers")
    .select(["email", "confirmed", "unsubscribed_at"])
    .where("email", "in", [stays, leaves])
    .orderBy("email")
    .execute();
  expect(rows.map((r) => [r.email, r.confirmed, r.unsubscribed_at !== null])).toEqual([
    [leaves, false, true],
    [stays, true, false],
  ]);

  await signIn("manager", { openDashboard: false });
  await page.goto("/admin/subscribers");
  await expect(page.getByRole("heading", { level: 1, name: "Newsletter Subscribers" })).toBeVisible();
  const list = page.getByRole("list", { name: "Subscribers, newest first" });
  await expect(list.getByRole("listitem").filter({ hasText: stays })).toContainText("Confirmed");
  await expect(list.getByRole("listitem").filter({ hasText: leaves })).toContainText("Unsubscribed");
  await expectNoA11yViolations(page, "/admin/subscribers");
  const csv = await page.request.get("/admin/subscribers.csv");
  expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect(csv.headers()["content-disposition"]).toContain("attachment");
  const lines = (await csv.text()).trim().split("\r\n");
  expect(lines[0]).toBe('"email","confirmed_at","signed_up_at"');
  expect(lines.filter((l) => l.startsWith(`"${stays}",`))).toHaveLength(1);
  expect(lines.some((l) => l.startsWith(`"${leaves}",`))).toBe(false);
});

test("a staff member who is not a manager sees no subscribers and gets no CSV", async ({
  page,
  signIn,
  browserErrors,
}) => {
  browserErrors.allow(httpStatusError(403), "the refusal is served with status 403");
  await signIn("staff", { openDashboard: false });
  await page.goto("/admin/subscribers");
  await expect(page.getByText("Only managers can see the newsletter subscribers.")).toBeVisible();
  // The download has no page of its own to say why: it leads to the list's Access Denied.
  const csv = await page.request.get("/admin/subscribers.csv", { maxRedirects: 0 });
  expect([csv.status(), csv.headers()["location"]]).toEqual([302, "/admin/subscribers"]);
});
