import type { Page, TestInfo } from "@playwright/test";
import { expect, expectNoA11yViolations, test, waitForHydration } from "./fixtures";
import { deleteTestGames, insertTestGames, tokenFor } from "./game-data";

/** Admin Buyer Inquiries: the list, its search and filter, status changes, and what only a manager may do. */

const tokenOf = (testInfo: TestInfo) => tokenFor("buyerinquiries", testInfo.project.name);
const NOTE = "Owner would take 5,800; do not go lower";

test.afterAll(async ({ db }, testInfo) => {
  await deleteTestGames(db, tokenOf(testInfo));
});

async function seed(db: Parameters<typeof insertTestGames>[0], token: string) {
  const [game] = await insertTestGames(db, [
    { name: `Attack from Mars ${token}`, type: "Pinball", for_sale: true, asking_price: 6500 },
  ]);
  const at = (minutes: number) => new Date(Date.UTC(2026, 5, 3, 14, minutes)).toISOString();
  const rows = await db
    .insertInto("buyer_inquiries")
    .values([
      {
        game_id: game.id,
        buyer_name: `Dana ${token}`,
        buyer_email: "dana@example.org",
        message: "Is it still for sale?",
        inquiry_type: "purchase",
        status: "pending",
        offer_amount: null,
        manager_notes: null,
        created_at: at(0),
      },
      {
        game_id: game.id,
        buyer_name: `Eli ${token}`,
        buyer_email: "eli@example.org",
        message: "Would you take 5500 cash?",
        inquiry_type: "offer",
        status: "pending",
        offer_amount: 5500,
        manager_notes: NOTE,
        created_at: at(9),
      },
    ])
    .returning(["id", "buyer_name"])
    .execute();
  return { game, dana: rows[0].id, eli: rows[1].id };
}

const cards = (page: Page) => page.getByRole("list", { name: "Inquiries, newest first" }).getByTestId("inquiry");
const statusOf = async (db: Parameters<typeof insertTestGames>[0], id: number) =>
  await db
    .selectFrom("buyer_inquiries")
    .select(["status", "manager_notes"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();

test("a manager: newest first, search and status filter in the URL, Mark Responded, Accept, Decline, private notes, Reply by e-mail @phone", async ({
  page,
  signIn,
  db,
}, testInfo) => {
  test.slow();
  const token = tokenOf(testInfo);
  const { game, dana, eli } = await seed(db, token);
  await signIn("manager", { openDashboard: false });

  await page.goto(`/admin/buyer-inquiries?q=${token}`);
  await waitForHydration(page);
  await expect(cards(page)).toHaveCount(2);
  await expect(cards(page).nth(0)).toContainText(`Eli ${token}`);
  await expect(cards(page).nth(0)).toContainText("Offer: $5,500");
  await expect(cards(page).nth(0)).toContainText("asking $6,500");
  await expect(cards(page).nth(1)).toContainText("Purchase at the asking price");
  await expect(
    cards(page)
      .nth(0)
      .getByRole("link", { name: `Attack from Mars ${token}` }),
  ).toHaveAttribute("href", `/game/${game.slug}`);
  const pending = await page.getByTestId("count-pending").textContent();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Buyer Inquiries (${pending} pending)`);
  await expect(cards(page).nth(0).getByRole("link", { name: "Reply by e-mail" })).toHaveAttribute(
    "href",
    `mailto:eli@example.org?subject=${encodeURIComponent(`Your inquiry about Attack from Mars ${token} at Replay Museum`)}`,
  );
  await expectNoA11yViolations(page, "/admin/buyer-inquiries (manager)");

  // Mark Responded: while it is on its way only that button is busy, Accept and Decline stay open; then it
  // disables itself, the badge and the database follow, the list reloads.
  const eliCard = cards(page).filter({ hasText: `Eli ${token}` });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.startsWith("/admin/buyer-inquiries"),
    async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    },
  );
  await eliCard.getByRole("button", { name: "Mark Responded" }).click();
  await expect(eliCard.getByRole("button", { name: "Marking Responded..." })).toBeDisabled();
  await expect(eliCard.getByRole("button", { name: "Accept" })).toBeEnabled();
  await expect(eliCard.getByRole("button", { name: "Decline" })).toBeEnabled();
  release();
  await page.unrouteAll({ behavior: "wait" });
  await expect(eliCard.getByRole("button", { name: "Mark Responded" })).toBeDisabled();
  await expect(eliCard).toContainText("responded");
  await expect.poll(async () => (await statusOf(db, eli)).status, "stored").toBe("responded");
  // Accept, with 'Take it off Games For Sale' ticked as it comes: the game leaves the sale listing with it.
  await expect(eliCard.getByLabel("Take it off Games For Sale")).toBeChecked();
  await eliCard.getByRole("button", { name: "Accept" }).click();
  await expect(eliCard.getByRole("button", { name: "Accept" })).toBeDisabled();
  await expect(eliCard.getByRole("button", { name: "Mark Responded" })).toBeEnabled();
  await expect.poll(async () => (await statusOf(db, eli)).status, "stored").toBe("accepted");
  expect(
    await db
      .selectFrom("games")
      .select(["for_sale", "asking_price"])
      .where("id", "=", game.id)
      .executeTakeFirstOrThrow(),
  ).toEqual({ for_sale: false, asking_price: null });
  await expect(cards(page).getByLabel("Take it off Games For Sale"), "nothing left to take off").toHaveCount(0);
  expect(await (await page.request.get(`/games-for-sale?q=${token}`)).text()).not.toContain(
    `Attack from Mars ${token}`,
  );

  // The status filter and the search, kept in the URL.
  await page.getByLabel("Status", { exact: true }).selectOption("accepted");
  await expect(page).toHaveURL(new RegExp(`q=${token}&status=accepted`));
  await expect(cards(page)).toHaveCount(1);
  await page.getByLabel("Status", { exact: true }).selectOption("all");
  await expect(page).not.toHaveURL(/status=/);
  await page.getByLabel("Search inquiries").fill(`${token} still for sale`);
  await expect(page.getByText("No inquiries found matching your criteria")).toBeVisible();
  await page.getByLabel("Search inquiries").fill("still for sale");
  await expect(cards(page).filter({ hasText: `Dana ${token}` })).toHaveCount(1);
  await page.getByLabel("Search inquiries").fill(token);
  await expect(cards(page)).toHaveCount(2);

  // Decline, then the private notes: edit, cancel keeps the old text, save stores the new.
  const danaCard = cards(page).filter({ hasText: `Dana ${token}` });
  await danaCard.getByRole("button", { name: "Decline" }).click();
  await expect(danaCard.getByRole("button", { name: "Decline" })).toBeDisabled();
  await expect.poll(async () => (await statusOf(db, dana)).status, "stored").toBe("declined");
  await expect(eliCard).toContainText(NOTE);
  await eliCard.getByRole("button", { name: "Edit private notes" }).click();
  await eliCard.getByLabel("Private notes", { exact: true }).fill("Changed my mind");
  await eliCard.getByRole("button", { name: "Cancel" }).click();
  await expect(eliCard).toContainText(NOTE);
  await eliCard.getByRole("button", { name: "Edit private notes" }).click();
  await eliCard.getByLabel("Private notes", { exact: true }).fill("Sold: pick-up Saturday");
  await eliCard.getByRole("button", { name: "Save" }).click();
  await expect(eliCard.getByLabel("Private notes", { exact: true })).toHaveCount(0);
  await expect(eliCard).toContainText("Sold: pick-up Saturday");
  await expect.poll(async () => (await statusOf(db, eli)).manager_notes, "stored").toBe("Sold: pick-up Saturday");
});

test("a staff member who is not a manager: no notes anywhere in the page or its data, no Accept or Decline, and direct POSTs refused @phone", async ({
  page,
  signIn,
  db,
}, testInfo) => {
  // Its own rows, apart from the manager test's (deleteTestGames finds both by the spec's token).
  const token = `${tokenOf(testInfo)}staff`;
  const { game, eli } = await seed(db, token);
  const gus = (
    await db
      .insertInto("buyer_inquiries")
      .values({
        game_id: game.id,
        buyer_name: `Gus ${token}`,
        buyer_email: "gus@example.org",
        message: "What would you take?",
        inquiry_type: "offer",
        status: "accepted",
        offer_amount: null,
        manager_notes: null,
        created_at: new Date(Date.UTC(2026, 5, 3, 15)).toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow()
  ).id;
  await signIn("staff", { openDashboard: false });

  const html = await (await page.request.get(`/admin/buyer-inquiries?q=${token}`)).text();
  const json = await (await page.request.get(`/admin/buyer-inquiries.data?q=${token}`)).text();
  const editJson = await (await page.request.get(`/edit/${game.id}/inquiries.data`)).text();
  for (const [where, body] of [
    ["page", html],
    ["page data", json],
    ["edit page data", editJson],
  ]) {
    expect(body, where).toContain(`Eli ${token}`);
    expect(body, where).not.toContain(NOTE);
  }

  await page.goto(`/admin/buyer-inquiries?q=${token}`);
  await waitForHydration(page);
  const eliCard = cards(page).filter({ hasText: `Eli ${token}` });
  await expect(eliCard.getByRole("button", { name: "Accept" })).toHaveCount(0);
  await expect(eliCard.getByRole("button", { name: "Decline" })).toHaveCount(0);
  await expect(eliCard.getByText("Private Notes (Manager Only)")).toHaveCount(0);
  await expect(eliCard.getByLabel("Take it off Games For Sale")).toHaveCount(0);
  // A manager's Accept stands: staff are not offered Mark Responded on it, and the server refuses it.
  const gusCard = cards(page).filter({ hasText: `Gus ${token}` });
  await expect(gusCard).toContainText("Offer, no amount given");
  await expect(gusCard.getByRole("button", { name: "Mark Responded" })).toHaveCount(0);
  await expect(gusCard).toContainText("Only a manager can change an accepted or declined inquiry");
  await expectNoA11yViolations(page, "/admin/buyer-inquiries (staff)");

  for (const [form, refusal] of [
    [{ intent: "status", id: String(eli), status: "accepted" }, "Only a manager can accept or decline an inquiry"],
    [{ intent: "status", id: String(eli), status: "declined" }, "Only a manager can accept or decline an inquiry"],
    [{ intent: "notes", id: String(eli), notes: "staff wrote this" }, "Only a manager can read or write private notes"],
    [
      { intent: "status", id: String(gus), status: "responded" },
      "Only a manager can change an accepted or declined inquiry",
    ],
  ] as const) {
    const answer = await page.request.post("/admin/buyer-inquiries", { form, headers: { Accept: "application/json" } });
    expect(answer.status(), `${form.intent} ${"status" in form ? form.status : ""}`).toBe(403);
    expect(await answer.text()).toContain(refusal);
  }
  expect(await statusOf(db, eli)).toEqual({ status: "pending", manager_notes: NOTE });
  expect((await statusOf(db, gus)).status).toBe("accepted");

  await eliCard.getByRole("button", { name: "Mark Responded" }).click();
  await expect(eliCard.getByRole("button", { name: "Mark Responded" })).toBeDisabled();
  await expect.poll(async () => (await statusOf(db, eli)).status, "stored").toBe("responded");
});

test("a museum with no inquiries yet: 'No buyer inquiries yet'", async ({ page, emptyServer }) => {
  await page.context().addCookies(emptyServer.staff.cookies);
  await page.goto(`${emptyServer.url}/admin/buyer-inquiries`);
  await expect(page.getByText("No buyer inquiries yet")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Buyer Inquiries (0 pending)");
});
