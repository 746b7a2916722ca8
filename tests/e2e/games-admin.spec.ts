import type { Page, TestInfo } from "@playwright/test";
import sharp from "sharp";
import type { DB } from "../../app/utils/db.server";
import { expect, expectNoA11yViolations, httpStatusError, test, waitForHydration, waitForRouterIdle } from "./fixtures";
import { deleteTestGames, insertTestGames, tokenFor } from "./game-data";

/**
 * The back office's games: /add, /edit/{id}, delete, and the game page's staff sections, on
 * games whose names carry a per-project token (see game-data.ts).
 */

const tokenOf = (testInfo: TestInfo) => tokenFor("gamesadmin", testInfo.project.name);
/** The form's upper bound is the museum's current year (the server's clock, which no test can pin). */
const YEAR = Number(
  new Intl.DateTimeFormat("en-US", { timeZone: "America/New_York", year: "numeric" }).format(new Date()),
);

test.afterAll(async ({ db }, testInfo) => {
  await deleteTestGames(db, tokenOf(testInfo));
});

const form = (page: Page) => page.getByTestId("game-form");

/** A declined purchase inquiry from 'Older Buyer' and a pending offer of 3000 from 'Newer Buyer'. */
async function insertTwoInquiries(db: DB, gameId: number, olderAt: string, newerAt: string) {
  await db
    .insertInto("buyer_inquiries")
    .values([
      {
        game_id: gameId,
        buyer_name: "Older Buyer",
        buyer_email: "old@example.org",
        message: "Is it still here?",
        inquiry_type: "purchase",
        status: "declined",
        created_at: olderAt,
      },
      {
        game_id: gameId,
        buyer_name: "Newer Buyer",
        buyer_email: "new@example.org",
        message: "Would you take 3000?",
        inquiry_type: "offer",
        offer_amount: 3000,
        status: "pending",
        created_at: newerAt,
      },
    ])
    .execute();
}

async function openForm(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

test("adding a pinball game: the home page names it with a link, and the collection shows it", async ({
  page,
  signIn,
  db,
}, testInfo) => {
  const name = `Attack From Mars ${tokenOf(testInfo)}`;
  await signIn("staff", { openDashboard: false });
  await openForm(page, "/add");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Add a New Arcade Game");
  await expectNoA11yViolations(page, "/add");

  await page.getByLabel("Game name").fill(name);
  await page.getByLabel("Type", { exact: true }).selectOption("Pinball");
  await page.getByLabel("Year made").fill("1995");
  await page.getByLabel("Condition notes (staff only)").fill("Left ramp cracked");
  const parts = page.getByLabel("Missing parts", { exact: true });
  await parts.fill("  Saucer lamp ");
  await parts.press("Enter");
  await parts.fill("   ");
  await parts.press("Enter");
  await parts.fill("Shooter rod");
  await page.getByRole("button", { name: "Add part" }).click();
  await expect(page.getByRole("list", { name: "Parts listed as missing" }).getByRole("listitem")).toHaveText([
    /^Saucer lamp/,
    /^Shooter rod/,
  ]);
  await page.getByRole("button", { name: "Add Game" }).click();

  await expect(page).toHaveURL((url) => url.pathname === "/");
  const banner = page.getByRole("status").filter({ hasText: `${name} was added to the collection.` });
  await expect(banner).toBeVisible();
  const stored = await db.selectFrom("games").selectAll().where("name", "=", name).executeTakeFirstOrThrow();
  expect(stored).toMatchObject({
    type: "Pinball",
    location: "Replay",
    status: "Operational",
    year_made: 1995,
    condition_notes: "Left ramp cracked",
    for_sale: false,
  });
  expect(JSON.parse(stored.missing_parts)).toEqual(["Saucer lamp", "Shooter rod"]);

  await banner.getByRole("link", { name: "View its page" }).click();
  await expect(page).toHaveURL(`/game/${stored.slug}`);
  await expect(page.getByTestId("condition-notes")).toHaveText("Left ramp cracked");
  await expect(page.getByTestId("missing-parts").getByRole("listitem")).toHaveText(["Saucer lamp", "Shooter rod"]);

  await page.goto(`/collection?q=${encodeURIComponent(tokenOf(testInfo))}&all=1`);
  await expect(page.getByRole("heading", { name })).toBeVisible();
});

test("each validation message of the game form, cleared as its field is edited, and nothing posted", async ({
  page,
  signIn,
}) => {
  await signIn("staff", { openDashboard: false });
  await openForm(page, "/add");
  const posts: string[] = [];
  page.on("request", (request) => void (request.method() === "POST" && posts.push(request.url())));
  const error = (text: string) => form(page).getByText(text, { exact: true });

  await page.getByRole("button", { name: "Add Game" }).click();
  await expect(error("Game name is required")).toBeVisible();
  await expect(page.getByLabel("Game name")).toBeFocused();
  await page.getByLabel("Game name").fill("X");
  await expect(error("Game name is required")).toHaveCount(0);

  await page.getByLabel("Type", { exact: true }).selectOption("Other");
  await page.getByLabel("Location", { exact: true }).selectOption("Other");
  await page.getByLabel("Year made").fill("1899");
  await page.getByRole("button", { name: "Add Game" }).click();
  await expect(error("Please specify the game type")).toBeVisible();
  await expect(error("Please specify the location")).toBeVisible();
  await expect(error(`Year must be between 1900 and ${YEAR}`)).toBeVisible();
  await page.getByLabel("Other type").fill("Claw machine");
  await expect(error("Please specify the game type")).toHaveCount(0);
  await page.getByLabel("Year made").fill(String(YEAR + 1));
  await expect(error(`Year must be between 1900 and ${YEAR}`)).toHaveCount(0);
  expect(posts).toEqual([]);

  // Editing a game that does not exist goes home.
  await page.goto("/edit/999999");
  await expect(page).toHaveURL((url) => url.pathname === "/");
});

test("the sale flag: the For sale box lists a game on add as on edit; Sales Management opens for sale data", async ({
  page,
  signIn,
  db,
}, testInfo) => {
  const token = tokenOf(testInfo);
  await signIn("staff", { openDashboard: false });
  await openForm(page, "/add");
  const sales = page.getByRole("button", { name: "Sales Management" });
  await expect(sales).toHaveAttribute("aria-expanded", "false");
  await page.getByLabel("Game name").fill(`Box Only ${token}`);
  await sales.click();
  await expect(sales).toHaveAttribute("aria-expanded", "true");
  await page.getByLabel("For sale").check();
  await page.getByRole("button", { name: "Add Game" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/");
  const boxOnly = await db
    .selectFrom("games")
    .select(["id", "for_sale"])
    .where("name", "=", `Box Only ${token}`)
    .executeTakeFirstOrThrow();
  expect(boxOnly.for_sale).toBe(true);
  await page.goto(`/games-for-sale?q=Box+Only+${token}`);
  await expect(page.getByTestId("sale-card").filter({ hasText: `Box Only ${token}` })).toContainText("Make Offer");

  // On edit: for sale, so the section starts open; unticked, the game leaves the listing.
  await openForm(page, `/edit/${boxOnly.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Edit Arcade Game");
  await expect(sales).toHaveAttribute("aria-expanded", "true");
  await page.getByLabel("For sale").uncheck();
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page).toHaveURL((url) => url.pathname.startsWith("/game/"));
  expect(
    (await db.selectFrom("games").select("for_sale").where("id", "=", boxOnly.id).executeTakeFirstOrThrow()).for_sale,
  ).toBe(false);

  // Without sale data the section starts closed.
  await openForm(page, `/edit/${boxOnly.id}`);
  await expect(sales).toHaveAttribute("aria-expanded", "false");
});

test("Buyer Inquiries load when opened, newest first with status badges; a stale save is refused with the input kept", async ({
  page,
  signIn,
  db,
  browser,
  browserErrors,
}, testInfo) => {
  browserErrors.allow(httpStatusError(409), "the stale save is answered 409 Conflict");
  const token = tokenOf(testInfo);
  const [game] = await insertTestGames(db, [
    { name: `Funhouse ${token}`, type: "Pinball", for_sale: true, asking_price: 3200 },
  ]);
  const at = (minutes: number) => new Date(Date.UTC(2026, 5, 3, 16, minutes)).toISOString();
  await insertTwoInquiries(db, game.id, at(0), at(5));

  await signIn("staff", { openDashboard: false });
  const loads: string[] = [];
  page.on("request", (request) => void (request.url().includes("/inquiries") && loads.push(request.url())));
  await openForm(page, `/edit/${game.id}`);
  expect(loads, "nothing is loaded before the section is opened").toEqual([]);
  await page.getByRole("button", { name: "Buyer Inquiries" }).click();
  const items = page.getByTestId("game-inquiry");
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText("Newer Buyer");
  await expect(items.nth(0)).toContainText("pending");
  await expect(items.nth(0)).toContainText("Offer: $3,000");
  await expect(items.nth(1)).toContainText("declined");
  // From the top: scrolled down, the sticky header covers part of a field, which axe counts as a small target.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoA11yViolations(page, "/edit (inquiries open)");

  // A colleague saves first, from a page of their own.
  const colleague = await browser.newContext({ storageState: await page.context().storageState() });
  try {
    const other = await colleague.newPage();
    await openForm(other, `/edit/${game.id}`);
    await other.getByLabel("Game name").fill(`Funhouse ${token} (colleague)`);
    await other.getByRole("button", { name: "Save Changes" }).click();
    await expect(other).toHaveURL((url) => url.pathname.startsWith("/game/"));
  } finally {
    await colleague.close();
  }

  await page.getByLabel("High score").fill("1,234,560");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(
    page.getByRole("alert").filter({
      hasText:
        "Someone else saved this game after you opened it. Your changes are still in the form: open the game in a new tab to see theirs, then save again to keep yours.",
    }),
  ).toBeVisible();
  await expect(page.getByLabel("High score")).toHaveValue("1,234,560");
  expect(
    (await db.selectFrom("games").select(["name", "high_score"]).where("id", "=", game.id).executeTakeFirstOrThrow())
      .high_score,
  ).toBeNull();

  // Saving again, knowingly, replaces the colleague's version.
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page).toHaveURL((url) => url.pathname.startsWith("/game/"));
  expect(
    await db.selectFrom("games").select(["name", "high_score"]).where("id", "=", game.id).executeTakeFirstOrThrow(),
  ).toEqual({ name: `Funhouse ${token}`, high_score: "1,234,560" });
});

test("on /edit every inquiry button and 'Verified working' act in place: the page stays, an unsaved edit stays in its field, the game row is untouched", async ({
  page,
  signIn,
  db,
}, testInfo) => {
  test.slow();
  const token = tokenOf(testInfo);
  const name = `Theatre of Magic ${token}`;
  const [game] = await insertTestGames(db, [{ name, type: "Pinball", for_sale: true, asking_price: 5200 }]);
  const at = (minutes: number) => new Date(Date.UTC(2026, 5, 3, 16, minutes)).toISOString();
  const [first, second] = await db
    .insertInto("buyer_inquiries")
    .values([
      {
        game_id: game.id,
        buyer_name: "First Buyer",
        buyer_email: "first@example.org",
        message: "Make me a price?",
        inquiry_type: "offer",
        offer_amount: null,
        status: "pending",
        created_at: at(0),
      },
      {
        game_id: game.id,
        buyer_name: "Second Buyer",
        buyer_email: "second@example.org",
        message: "Would you take 4800?",
        inquiry_type: "offer",
        offer_amount: 4800,
        status: "pending",
        created_at: at(5),
      },
    ])
    .returning("id")
    .execute();
  const gameRow = () =>
    db
      .selectFrom("games")
      .select(["name", "for_sale", "asking_price", "version", "updated_at"])
      .where("id", "=", game.id)
      .executeTakeFirstOrThrow();
  const inquiryRow = (id: number) =>
    db.selectFrom("buyer_inquiries").select(["status", "manager_notes"]).where("id", "=", id).executeTakeFirstOrThrow();
  const stored = await gameRow();

  await signIn("manager", { openDashboard: false });
  await openForm(page, `/edit/${game.id}`);
  const unsaved = `${name} (unsaved)`;
  await page.getByLabel("Game name").fill(unsaved);
  await page.getByRole("button", { name: "Buyer Inquiries" }).click();
  const region = page.getByRole("region", { name: "Buyer Inquiries" });
  const card = (buyer: string) => region.getByTestId("inquiry").filter({ hasText: buyer });
  // What each buyer asked for, from the stored type: an offer without an amount is still an offer.
  await expect(card("First Buyer")).toContainText("Offer, no amount given");
  await expect(card("Second Buyer")).toContainText("Offer: $4,800");
  const stays = async (what: string) => {
    await waitForRouterIdle(page);
    await expect(page, what).toHaveURL((url) => url.pathname === `/edit/${game.id}`);
    await expect(page.getByLabel("Game name"), what).toHaveValue(unsaved);
    expect(await gameRow(), what).toEqual(stored);
  };

  await card("First Buyer").getByRole("button", { name: "Mark Responded" }).click();
  await expect.poll(async () => (await inquiryRow(first.id)).status, "Mark Responded stored").toBe("responded");
  await expect(card("First Buyer").getByRole("button", { name: "Mark Responded" })).toBeDisabled();
  await stays("after Mark Responded");

  await card("First Buyer").getByLabel("Take it off Games For Sale").uncheck();
  await card("First Buyer").getByRole("button", { name: "Accept" }).click();
  await expect.poll(async () => (await inquiryRow(first.id)).status, "Accept stored").toBe("accepted");
  await expect(card("First Buyer").getByRole("button", { name: "Accept" })).toBeDisabled();
  await stays("after Accept, kept on sale");

  await card("First Buyer").getByRole("button", { name: "Decline" }).click();
  await expect.poll(async () => (await inquiryRow(first.id)).status, "Decline stored").toBe("declined");
  await expect(card("First Buyer").getByRole("button", { name: "Decline" })).toBeDisabled();
  await stays("after Decline");

  await card("Second Buyer").getByRole("button", { name: "Edit private notes" }).click();
  await card("Second Buyer").getByLabel("Private notes", { exact: true }).fill("Counter at 5,000");
  await card("Second Buyer").getByRole("button", { name: "Save" }).click();
  await expect(card("Second Buyer").getByLabel("Private notes", { exact: true })).toHaveCount(0);
  await expect(card("Second Buyer")).toContainText("Counter at 5,000");
  expect((await inquiryRow(second.id)).manager_notes).toBe("Counter at 5,000");
  await stays("after saving notes");

  await page.getByLabel("Date checked").fill("2020-05-01");
  await page.getByRole("button", { name: "Verified working" }).click();
  await expect(page.getByTestId("last-verified")).toHaveText(/^Last verified working: May 1, 2020, by /);
  expect(
    await db.selectFrom("game_verifications").select("verified_on").where("game_id", "=", game.id).execute(),
  ).toEqual([{ verified_on: "2020-05-01" }]);
  await stays("after Verified working");

  // Accepting with the box ticked takes the game off sale; the form follows, so saving the name keeps it off.
  await card("Second Buyer").getByRole("button", { name: "Accept" }).click();
  await expect.poll(async () => (await gameRow()).for_sale, "taken off sale").toBe(false);
  expect(await gameRow()).toMatchObject({ name, asking_price: null });
  await expect(page).toHaveURL((url) => url.pathname === `/edit/${game.id}`);
  await expect(page.getByLabel("Game name")).toHaveValue(unsaved);
  await expect(form(page).getByLabel("For sale")).not.toBeChecked();
  await expect(form(page).getByLabel("Asking price ($)")).toHaveValue("");
  await expect(region.getByLabel("Take it off Games For Sale"), "no longer listed, so nothing to take off").toHaveCount(
    0,
  );
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page).toHaveURL((url) => url.pathname.startsWith("/game/"));
  expect(await gameRow()).toMatchObject({ name: unsaved, for_sale: false, asking_price: null });
});

test("delete asks first, moves the game to the Trash and lands on the collection; a manager restores it from the Trash", async ({
  page,
  signIn,
  db,
  browser,
  browserErrors,
}, testInfo) => {
  const token = tokenOf(testInfo);
  const name = `Black Knight ${token}`;
  const [game] = await insertTestGames(db, [
    {
      name,
      type: "Pinball",
      condition_notes: "SECRET-NOTE magnet weak",
      missing_parts: JSON.stringify(["SECRET-PART backglass bolt"]),
    },
  ]);
  const now = new Date().toISOString();
  await db
    .insertInto("repairs")
    .values({
      game_id: game.id,
      comment: "SECRET-REPAIR coil fuse",
      resolved: false,
      source: "staff",
      created_at: now,
      updated_at: now,
    })
    .execute();

  // A visitor first: none of it in the HTML or the page's data.
  const visitor = await browser.newContext();
  try {
    const response = await visitor.request.get(`/game/${game.slug}`);
    const html = await response.text();
    for (const secret of ["SECRET-NOTE", "SECRET-PART", "SECRET-REPAIR"]) expect(html).not.toContain(secret);
    expect(html).toContain("Repair history is only visible to staff members");
  } finally {
    await visitor.close();
  }

  const staff = await signIn("staff", { openDashboard: false });
  await page.goto(`/game/${game.slug}`);
  await waitForHydration(page);
  await expect(page.getByTestId("condition-notes")).toHaveText("SECRET-NOTE magnet weak");
  await expect(page.getByTestId("repair-history")).toContainText("SECRET-REPAIR coil fuse");
  await expectNoA11yViolations(page, "/game (staff)");

  await page.getByRole("button", { name: "Delete game" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(`Delete ${name}?`);
  await expect(dialog).toContainText("The game goes to the Trash");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  expect(await db.selectFrom("games").select("deleted_at").where("id", "=", game.id).executeTakeFirst()).toEqual({
    deleted_at: null,
  });

  await page.getByRole("button", { name: "Delete game" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete Game" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/collection");
  await page.goto(`/collection?q=${encodeURIComponent(token)}&all=1`);
  await expect(page.getByRole("status").filter({ hasText: /^Showing \d+ games?$/ })).toBeVisible();
  await expect(page.getByRole("heading", { name })).toHaveCount(0);
  // Kept, not destroyed: the row and its repair wait in the Trash.
  expect(await db.selectFrom("games").select("deleted_at").where("id", "=", game.id).executeTakeFirst()).toEqual({
    deleted_at: expect.any(String),
  });
  expect(await db.selectFrom("repairs").select("comment").where("game_id", "=", game.id).execute()).toEqual([
    { comment: "SECRET-REPAIR coil fuse" },
  ]);
  browserErrors.allow(httpStatusError(404), "the deleted game's page answers 404 on purpose");
  await page.goto(`/game/${game.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Game Not Found");

  await signIn("manager");
  await page.getByRole("link", { name: /^Trash/ }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/admin/trash");
  const row = page.getByRole("listitem").filter({ hasText: name });
  await expect(row).toContainText(`Deleted by ${staff.name}`);
  await expect(row).toContainText("30 days left");
  await waitForHydration(page);
  await expectNoA11yViolations(page, "/admin/trash");
  await row.getByRole("button", { name: `Restore ${name}` }).click();
  await expect(page.getByRole("status").filter({ hasText: `${name} is back in the collection.` })).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.getByRole("link", { name: "View game" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page.getByTestId("repair-history")).toContainText("SECRET-REPAIR coil fuse");
  await page.goto(`/collection?q=${encodeURIComponent(token)}&all=1`);
  await expect(page.getByRole("heading", { name })).toBeVisible();
});

test("images: three photos compressed and uploaded with progress, the main one chosen, one removed, a renamed document refused", async ({
  page,
  signIn,
  db,
}, testInfo) => {
  test.slow(); // three 12-megapixel photos are compressed in the browser
  const name = `Images ${tokenOf(testInfo)}`;
  const photo = async (hue: string, width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: hue } })
      .composite([
        {
          input: Buffer.from(
            `<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#fff"/></svg>`,
          ),
        },
      ])
      .jpeg({ quality: 92 })
      .toBuffer();
  const files = [
    { name: "front.jpg", mimeType: "image/jpeg", buffer: await photo("#b02090", 4000, 3000) },
    { name: "side.jpg", mimeType: "image/jpeg", buffer: await photo("#2090b0", 4000, 3000) },
    { name: "back.jpg", mimeType: "image/jpeg", buffer: await photo("#90b020", 4000, 3000) },
  ];
  await signIn("staff", { openDashboard: false });
  await openForm(page, "/add");
  await page.getByLabel("Game name").fill(name);

  const started = Date.now();
  await page.getByLabel("Add images").setInputFiles(files);
  await expect(page.getByRole("button", { name: "Uploading images..." })).toBeDisabled();
  const thumbnails = page.getByRole("list", { name: "Images, the main image first" }).getByRole("listitem");
  await expect(thumbnails).toHaveCount(3, { timeout: 60_000 });
  await expect(page.getByRole("button", { name: "Add Game" })).toBeEnabled();
  testInfo.annotations.push({
    type: "three 4000x3000 photos, choose to uploaded",
    description: `${Date.now() - started} ms`,
  });

  // The third becomes the main image; the second is thrown away (its files go at once: it was never saved).
  const secondUrl = await thumbnails.nth(1).getByRole("img").getAttribute("src");
  await thumbnails
    .nth(2)
    .getByRole("button", { name: /Make main image/ })
    .click();
  await thumbnails
    .nth(2)
    .getByRole("button", { name: /Remove/ })
    .click();
  await expect(thumbnails).toHaveCount(2);

  await page
    .getByLabel("Add images")
    .setInputFiles([{ name: "manual.jpg", mimeType: "image/jpeg", buffer: Buffer.from("%PDF-1.4 not a photo") }]);
  await expect(page.getByRole("list", { name: "Uploads" })).toContainText("The file given is not an image");

  await page.getByRole("button", { name: "Add Game" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/");
  const stored = await db
    .selectFrom("games")
    .select(["all_images", "image_url", "thumbnail_url"])
    .where("name", "=", name)
    .executeTakeFirstOrThrow();
  const urls = JSON.parse(stored.all_images) as string[];
  expect(urls).toHaveLength(2);
  expect(stored.image_url).toBe(urls[0]);
  expect(stored.thumbnail_url).toBe(urls[0].replace("-1200.webp", "-400.webp"));
  for (const url of urls) {
    const response = await page.request.get(url);
    expect(response.headers()["content-type"]).toBe("image/webp");
    testInfo.annotations.push({
      type: "bytes stored (1200 px variant)",
      description: String((await response.body()).length),
    });
  }
  expect((await page.request.get(secondUrl!.replace("-400.webp", "-1200.webp"))).status()).toBe(404);
});

// The flows above run on the desktop; the phone checks the screens they pass through, reached the short way.
test("axe on a phone: /add, /edit with its inquiries open, a game's staff page, its delete dialog and the Trash @phone-only", async ({
  page,
  signIn,
  db,
}, testInfo) => {
  const token = `${tokenOf(testInfo)}axe`;
  await deleteTestGames(db, token);
  const [game, deleted] = await insertTestGames(db, [
    {
      name: `Funhouse ${token}`,
      type: "Pinball",
      for_sale: true,
      asking_price: 3200,
      condition_notes: "Magnet weak",
      missing_parts: JSON.stringify(["Backglass bolt"]),
    },
    { name: `Black Knight ${token}`, type: "Pinball" },
  ]);
  const now = new Date().toISOString();
  await db
    .insertInto("repairs")
    .values({
      game_id: game.id,
      comment: "Coil fuse",
      resolved: false,
      source: "staff",
      created_at: now,
      updated_at: now,
    })
    .execute();
  await insertTwoInquiries(db, game.id, now, now);

  const staff = await signIn("staff", { openDashboard: false });
  await openForm(page, "/add");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Add a New Arcade Game");
  await expectNoA11yViolations(page, "/add");

  await openForm(page, `/edit/${game.id}`);
  await page.getByRole("button", { name: "Buyer Inquiries" }).click();
  await expect(page.getByTestId("game-inquiry")).toHaveCount(2);
  // From the top: scrolled down, the sticky header covers part of a field, which axe counts as a small target.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoA11yViolations(page, "/edit (inquiries open)");

  await page.goto(`/game/${game.slug}`);
  await waitForHydration(page);
  await expect(page.getByTestId("condition-notes")).toHaveText("Magnet weak");
  await expect(page.getByTestId("repair-history")).toContainText("Coil fuse");
  await expectNoA11yViolations(page, "/game (staff)");
  await page.getByRole("button", { name: "Delete game" }).click();
  await expect(page.getByRole("alertdialog")).toContainText(`Delete Funhouse ${token}?`);
  await expectNoA11yViolations(page, "/game (staff, the delete dialog)");

  const staffId = await db.selectFrom("users").select("id").where("email", "=", staff.email).executeTakeFirstOrThrow();
  await db
    .updateTable("games")
    .set({ deleted_at: new Date().toISOString(), deleted_by: staffId.id })
    .where("id", "=", deleted.id)
    .execute();
  // A maintenance task on Funhouse, deleted by the same staff member: the Trash lists it after the games.
  const { id: taskId } = await db
    .insertInto("maintenance_tasks")
    .values({
      title: `Wax the playfield ${token}`,
      steps: JSON.stringify([{ text: "Wax it", safety: false }]),
      scope: "machine",
      every_days: 30,
      created_at: now,
      updated_at: now,
      deleted_at: new Date().toISOString(),
      deleted_by: staffId.id,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db.insertInto("maintenance_task_games").values({ task_id: taskId, game_id: game.id, added_at: now }).execute();
  await signIn("manager", { openDashboard: false });
  await page.goto("/admin/trash");
  await waitForHydration(page);
  await expect(page.getByRole("listitem").filter({ hasText: `Black Knight ${token}` })).toContainText(
    `Deleted by ${staff.name}`,
  );
  const task = page
    .getByRole("list", { name: "Deleted maintenance tasks, most recent first" })
    .getByRole("listitem")
    .filter({ hasText: `Wax the playfield ${token}` });
  await expect(task).toContainText(`Funhouse ${token}`);
  await expect(task).toContainText(`Deleted by ${staff.name}`);
  await expectNoA11yViolations(page, "/admin/trash");
  await task.getByRole("button", { name: `Restore the task Wax the playfield ${token}` }).click();
  await expect(page.getByRole("status").filter({ hasText: "is back" })).toContainText(
    `The task “Wax the playfield ${token}” is back, with its machines, intervals and checklist.`,
  );
  await expect(task).toHaveCount(0);
  await db.deleteFrom("maintenance_tasks").where("id", "=", taskId).execute();
});
