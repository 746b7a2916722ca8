import type { BrowserContextOptions, Page, TestInfo } from "@playwright/test";
import { expect, expectNoA11yViolations, test, waitForHydration } from "./fixtures";
import { deleteTestGames, demoImageUrls, insertTestGames, tokenFor } from "./game-data";

/**
 * Games For Sale on games this spec owns: every name carries a
 * per-project token, and searching for it isolates them from the demo games
 * and from the other project running alongside.
 */

/** Per project and per repetition (--repeat-each runs copies of this file side by side). */
const tokenOf = (testInfo: TestInfo) =>
  tokenFor(`sale${String.fromCharCode(97 + testInfo.repeatEachIndex)}`, testInfo.project.name);

// Sale order: asking price descending, then name; no price last.
const SALE_ORDER = ["Priced Pinball", "Thousand Pinball", "Midrange Arcade", "Budget Arcade", "Offer Skeeball"];
const NAME_ORDER = [
  "Budget Arcade",
  "Collection Only",
  "Midrange Arcade",
  "Offer Skeeball",
  "Priced Pinball",
  "Thousand Pinball",
];

test.beforeAll(async ({ db }, testInfo) => {
  const token = tokenOf(testInfo);
  await deleteTestGames(db, token);
  const images = await demoImageUrls(db, 3);
  const [priced] = await insertTestGames(db, [
    {
      name: `Priced Pinball ${token}`,
      type: "Pinball",
      location: "Replay",
      year_made: 1993,
      for_sale: true,
      asking_price: 2500,
      image_url: images[0],
      all_images: JSON.stringify(images),
      sale_condition_notes: "Playfield clear-coated, new rubbers",
      missing_parts: JSON.stringify(["Backbox key", "Topper"]),
      sale_notes: "Buyer collects",
      condition_notes: "SECRET-STAFF-NOTE left coil",
    },
    {
      name: `Thousand Pinball ${token}`,
      type: "Pinball",
      location: "Warehouse",
      for_sale: true,
      asking_price: 1000,
      image_url: images[1],
      all_images: JSON.stringify([images[1]]),
    },
    { name: `Midrange Arcade ${token}`, type: "Arcade", location: "Replay", for_sale: true, asking_price: 500 },
    {
      name: `Budget Arcade ${token}`,
      type: "Arcade",
      location: "Warehouse",
      for_sale: true,
      asking_price: 499.99,
      status: "Awaiting Parts",
    },
    {
      name: `Offer Skeeball ${token}`,
      type: "Skeeball",
      location: "Warehouse",
      for_sale: true,
      asking_price: null,
      status: "In Repair",
    },
    {
      name: `Collection Only ${token}`,
      type: "Arcade",
      location: "Replay",
      for_sale: false,
      asking_price: null,
      missing_parts: JSON.stringify(["SECRET-PART coin door lock"]),
    },
  ]);
  await db
    .insertInto("game_verifications")
    .values({ game_id: priced.id, verified_on: "2020-05-01", verified_by: null, created_at: new Date().toISOString() })
    .execute();
});

test.afterAll(async ({ db }, testInfo) => {
  await deleteTestGames(db, tokenOf(testInfo));
});

test.beforeEach(async ({ db }) => {
  // The per-IP throttle counts every submission from 127.0.0.1; start each test with a clean slate.
  await db.deleteFrom("throttle").where("key", "like", "form:inquiry:%").execute();
});

const cards = (page: Page) => page.getByTestId("sale-card");
const card = (page: Page, name: string) =>
  cards(page).filter({ has: page.getByRole("heading", { name: new RegExp(`^${name}`) }) });
const cardNames = async (page: Page) =>
  (await cards(page).locator("h3").allTextContents()).map((n) => n.replace(/ zq\w+$/, ""));

async function open(page: Page, token: string, extra = "") {
  await page.goto(`/games-for-sale?q=${token}${extra}`);
  await waitForHydration(page);
}

test("shows games for sale by price by default and every game by name with 'All Games (Make Offers)' @phone", async ({
  page,
}, testInfo) => {
  const token = tokenOf(testInfo);
  await page.goto("/games-for-sale");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Games For Sale");
  await expect(page.getByRole("link", { name: "For Sale", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(cards(page).first()).toBeVisible();
  await expectNoA11yViolations(page);

  await open(page, token);
  expect(await cardNames(page)).toEqual(SALE_ORDER);
  await expect(page.getByText(/^Showing 5 of \d+ games$/)).toBeVisible();
  const priced = card(page, "Priced Pinball");
  await expect(priced.getByTestId("sale-price")).toHaveText("$2,500");
  await expect(priced).toContainText("Pinball · 1993");
  await expect(priced).toContainText("Replay");
  await expect(priced.locator("[data-status-color]")).toHaveText("Operational");
  await expect(priced).toContainText("Playfield clear-coated, new rubbers");
  await expect(priced).toContainText("Backbox key, Topper");
  await expect(priced).toContainText("Buyer collects");
  await expect(priced.getByTestId("service-record")).toContainText(/Last verified working\s*May 1, 2020/);
  await expect(priced.getByRole("link", { name: `Priced Pinball ${token}`, exact: true })).toHaveAttribute(
    "href",
    /^\/game\/priced-pinball-/,
  );
  await expect(card(page, "Budget Arcade").getByTestId("sale-price")).toHaveText("$499.99");
  await expect(card(page, "Offer Skeeball").getByTestId("sale-price")).toHaveText("Make Offer");
  await expect(card(page, "Offer Skeeball").locator("[data-status-color]")).toHaveText("In Repair");
  expect(await page.content()).not.toContain("SECRET-STAFF-NOTE");

  await page.getByRole("link", { name: "All Games (Make Offers)" }).click();
  await expect(page).toHaveURL(/[?&]show=all/);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${token}`));
  await expect(page.getByRole("link", { name: "All Games (Make Offers)" })).toHaveAttribute("aria-current", "page");
  await expect.poll(() => cardNames(page)).toEqual(NAME_ORDER);
  await expect(card(page, "Collection Only").getByTestId("sale-price")).toHaveText("Make Offer");
  await expect(card(page, "Collection Only").getByTestId("service-record")).toHaveCount(0);
  await expectNoA11yViolations(page);

  await page.getByRole("link", { name: "For Sale", exact: true }).click();
  await expect(page).not.toHaveURL(/show=all/);
  await expect.poll(() => cardNames(page)).toEqual(SALE_ORDER);
});

test("missing parts show only on games for sale: none of a not-for-sale game's in the HTML or data of 'All Games'", async ({
  page,
}, testInfo) => {
  const token = tokenOf(testInfo);
  const html = await (await page.request.get(`/games-for-sale?show=all&q=${token}`)).text();
  const json = await (await page.request.get(`/games-for-sale.data?show=all&q=${token}`)).text();
  for (const [where, body] of [
    ["page", html],
    ["page data", json],
  ]) {
    expect(body, where).toContain(`Collection Only ${token}`);
    expect(body, where).not.toContain("SECRET-PART");
    expect(body, where).toContain("Backbox key");
  }
});

test("each price filter uses the spec's thresholds (500 and 1000, '$500-$1000' inclusive)", async ({
  page,
}, testInfo) => {
  const token = tokenOf(testInfo);
  await open(page, token);
  const expected: [string, string, string[]][] = [
    ["Make Offer Only", "offer", ["Offer Skeeball"]],
    ["Under $500", "under-500", ["Budget Arcade"]],
    ["$500-$1000", "500-1000", ["Thousand Pinball", "Midrange Arcade"]],
    ["Over $1000", "over-1000", ["Priced Pinball"]],
    ["All Prices", "all", SALE_ORDER],
  ];
  for (const [label, value, names] of expected) {
    await page.getByLabel("Price", { exact: true }).selectOption({ label });
    await expect(page).toHaveURL(new RegExp(`[?&]price=${value}`));
    await expect.poll(() => cardNames(page), { message: label }).toEqual(names);
  }
});

test("search, type and location filters live in the URL and survive a reload; no match has its own text @phone", async ({
  page,
}, testInfo) => {
  const token = tokenOf(testInfo);
  await page.goto("/games-for-sale");
  await waitForHydration(page);
  await page.getByLabel("Search games").fill(token);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${token}`));
  await expect.poll(() => cardNames(page)).toEqual(SALE_ORDER);

  await page.getByLabel("Type", { exact: true }).selectOption("Pinball");
  await expect.poll(() => cardNames(page)).toEqual(["Priced Pinball", "Thousand Pinball"]);
  await page.getByLabel("Location", { exact: true }).selectOption("Warehouse");
  await expect(page).toHaveURL(/type=Pinball/);
  await expect(page).toHaveURL(/location=Warehouse/);
  await expect.poll(() => cardNames(page)).toEqual(["Thousand Pinball"]);

  await page.reload();
  await expect(page.getByLabel("Type", { exact: true })).toHaveValue("Pinball");
  await expect(page.getByLabel("Location", { exact: true })).toHaveValue("Warehouse");
  await expect(page.getByLabel("Search games")).toHaveValue(token);
  expect(await cardNames(page)).toEqual(["Thousand Pinball"]);

  await page.getByLabel("Location", { exact: true }).selectOption("Replay");
  await expect.poll(() => cardNames(page)).toEqual(["Priced Pinball"]);
  await page.getByLabel("Type", { exact: true }).selectOption("Skeeball");
  await expect(page.getByText("No games match your filters")).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  await expectNoA11yViolations(page);
  await page.getByRole("link", { name: "Clear filters" }).first().click();
  await expect(page).toHaveURL((url) => url.pathname === "/games-for-sale" && url.search === "");
  await expect(page.getByLabel("Type", { exact: true })).toHaveValue("All");
  await expect(page.getByLabel("Search games")).toHaveValue("");
  await expect(cards(page).first()).toBeVisible();
});

test("the image viewer shows the game's images larger, with arrows that wrap around and Escape to close @phone", async ({
  page,
}, testInfo) => {
  const token = tokenOf(testInfo);
  await open(page, token);
  await expect(card(page, "Midrange Arcade").getByText("Game Image Coming Soon")).toBeVisible();
  await expect(card(page, "Midrange Arcade").getByRole("link", { name: /View images/ })).toHaveCount(0);
  await expect(card(page, "Priced Pinball").getByText("3 photos")).toBeVisible();

  const trigger = card(page, "Priced Pinball").getByRole("link", { name: `View images of Priced Pinball ${token}` });
  await trigger.click();
  const viewer = page.getByRole("dialog", { name: `Priced Pinball ${token}` });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByText("Image 1 of 3")).toBeVisible();
  await expect(viewer.getByRole("img", { name: /image 1 of 3/ })).toBeVisible();
  await expectNoA11yViolations(page);

  await page.keyboard.press("ArrowRight");
  await expect(viewer.getByText("Image 2 of 3")).toBeVisible();
  await viewer.getByRole("button", { name: "Next image" }).click();
  await expect(viewer.getByText("Image 3 of 3")).toBeVisible();
  await viewer.getByRole("button", { name: "Next image" }).click();
  await expect(viewer.getByText("Image 1 of 3")).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await expect(viewer.getByText("Image 3 of 3")).toBeVisible();
  await viewer.getByRole("button", { name: "Show image 2 of 3" }).click();
  await expect(viewer.getByText("Image 2 of 3")).toBeVisible();

  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();
  await expect(trigger).toBeFocused();

  // A single image: no arrows.
  await card(page, "Thousand Pinball")
    .getByRole("link", { name: /View images/ })
    .click();
  const single = page.getByRole("dialog", { name: `Thousand Pinball ${token}` });
  await expect(single.getByText("Image 1 of 1")).toBeVisible();
  await expect(single.getByRole("button", { name: "Next image" })).toHaveCount(0);
  await single.getByRole("button", { name: "Close image viewer" }).click();
  await expect(single).toBeHidden();
});

test("a priced game opens the purchase modal: each validation message, then the purchase success text @phone", async ({
  page,
  db,
}, testInfo) => {
  const token = tokenOf(testInfo);
  const name = `Priced Pinball ${token}`;
  await open(page, token);
  await card(page, "Priced Pinball")
    .getByRole("link", { name: `Purchase ${name}` })
    .click();
  const dialog = page.getByRole("dialog", { name: "Purchase Inquiry" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(name);
  await expect(dialog).toContainText("Asking price $2,500");
  await expect(dialog.getByLabel(/Offer amount/)).toHaveCount(0); // only for offers

  await dialog.getByRole("button", { name: "Send Purchase Request" }).click();
  await expect(dialog.getByText("Please enter your name")).toBeVisible();
  await expect(dialog.getByText("Please enter your email address")).toBeVisible();
  await expect(dialog.getByText("Please enter a message")).toBeVisible();
  await expect(dialog.getByLabel("Your name")).toBeFocused();
  await expectNoA11yViolations(page);

  await dialog.getByLabel("Your name").fill("Pat Buyer");
  await dialog.getByLabel("Email").fill("pat@example");
  await dialog.getByLabel("Phone (optional)").fill("nope");
  await dialog.getByLabel("Message").fill(`I would like to buy it (${testInfo.project.name}).`);
  await dialog.getByRole("button", { name: "Send Purchase Request" }).click();
  await expect(dialog.getByText("Please enter a valid email address")).toBeVisible();
  await expect(dialog.getByText("Please enter a valid phone number")).toBeVisible();
  await expect(dialog.getByText("Please enter your name")).toHaveCount(0);

  await dialog.getByLabel("Email").fill("pat@example.com");
  await dialog.getByLabel("Phone (optional)").fill("772-555-0100");
  await dialog.getByRole("button", { name: "Send Purchase Request" }).click();
  await expect(
    dialog.getByText("Your purchase request has been submitted successfully! We will contact you soon."),
  ).toBeVisible();

  const rows = await db
    .selectFrom("buyer_inquiries")
    .innerJoin("games", "games.id", "buyer_inquiries.game_id")
    .selectAll("buyer_inquiries")
    .where("games.name", "=", name)
    .execute();
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    buyer_name: "Pat Buyer",
    buyer_email: "pat@example.com",
    buyer_phone: "772-555-0100",
    inquiry_type: "purchase",
    status: "pending",
    offer_amount: null,
  });

  await dialog.getByRole("button", { name: "Close", exact: true }).first().click();
  await expect(dialog).toBeHidden();
});

test("a game without a price shows 'Make Offer' and opens the offer modal with the amount field @phone", async ({
  page,
  db,
}, testInfo) => {
  const token = tokenOf(testInfo);
  const name = `Offer Skeeball ${token}`;
  await open(page, token);
  const offerCard = card(page, "Offer Skeeball");
  await expect(offerCard.getByTestId("sale-price")).toHaveText("Make Offer");
  await expect(offerCard.getByRole("link", { name: /^Purchase/ })).toHaveCount(0);
  await offerCard.getByRole("link", { name: `Make Offer on ${name}` }).click();

  const dialog = page.getByRole("dialog", { name: "Make an Offer" });
  await expect(dialog).toContainText(name);
  await dialog.getByLabel("Your name").fill("Robin Offer");
  await dialog.getByLabel("Email").fill("robin@example.com");
  await dialog.getByLabel("Offer amount (optional)").fill("12.345");
  await dialog.getByLabel("Message").fill("Would you take this for my game room?");
  await dialog.getByRole("button", { name: "Send Offer" }).click();
  await expect(dialog.getByText("Please enter a valid amount, for example 750 or 750.50")).toBeVisible();
  await expectNoA11yViolations(page);

  await dialog.getByLabel("Offer amount (optional)").fill("350");
  await dialog.getByRole("button", { name: "Send Offer" }).click();
  await expect(dialog.getByText("Your offer has been submitted successfully! We will contact you soon.")).toBeVisible();
  const rows = await db
    .selectFrom("buyer_inquiries")
    .innerJoin("games", "games.id", "buyer_inquiries.game_id")
    .selectAll("buyer_inquiries")
    .where("games.name", "=", name)
    .execute();
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    buyer_name: "Robin Offer",
    inquiry_type: "offer",
    offer_amount: 350,
    buyer_phone: null,
    status: "pending",
  });
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(offerCard.getByRole("link", { name: `Make Offer on ${name}` })).toBeFocused();

  // A priced game offers an offer too.
  await card(page, "Priced Pinball")
    .getByRole("link", { name: `Make Offer on Priced Pinball ${token}` })
    .click();
  await expect(page.getByRole("dialog", { name: "Make an Offer" })).toContainText("Asking price $2,500");
});

test("the offer form works without JavaScript, on the page itself", async ({ browser, db }, testInfo) => {
  const token = tokenOf(testInfo);
  const name = `Collection Only ${token}`;
  const context = await browser.newContext({ ...contextOptions(testInfo.project.use), javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto(`/games-for-sale?show=all&q=${token}`);
    await card(page, "Collection Only")
      .getByRole("link", { name: `Make Offer on ${name}` })
      .click();
    await expect(page).toHaveURL(/inquire=\d+&kind=offer/);
    const section = page.getByRole("region", { name: "Make an Offer" });
    await expect(section).toContainText(name);
    await section.getByRole("button", { name: "Send Offer" }).click();
    await expect(section.getByText("Please enter your name")).toBeVisible();
    await expect(section.getByText("Please enter a message")).toBeVisible();

    await section.getByLabel("Your name").fill("Kim NoScript");
    await section.getByLabel("Email").fill("kim@example.com");
    await section.getByLabel("Message").fill("Offer sent from a phone without JavaScript.");
    await section.getByRole("button", { name: "Send Offer" }).click();
    await expect(
      page
        .getByRole("status")
        .filter({ hasText: "Your offer has been submitted successfully! We will contact you soon." }),
    ).toBeVisible();
    await expect(page).toHaveURL(/inquired=offer/);
    await expect(page).toHaveURL(/show=all/);
    await expect(page.getByRole("region", { name: "Make an Offer" })).toHaveCount(0);
    const rows = await db
      .selectFrom("buyer_inquiries")
      .innerJoin("games", "games.id", "buyer_inquiries.game_id")
      .selectAll("buyer_inquiries")
      .where("games.name", "=", name)
      .execute();
    expect(rows.map((r) => r.buyer_name)).toEqual(["Kim NoScript"]);
  } finally {
    await context.close();
  }
});

test("the empty texts: 'No games currently for sale' and 'No games in collection' @phone", async ({
  page,
  emptyServer,
}) => {
  await page.goto(`${emptyServer.url}/games-for-sale`);
  await expect(page.getByText("No games currently for sale")).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  await expectNoA11yViolations(page);
  await page.getByRole("link", { name: "All Games (Make Offers)" }).click();
  await expect(page.getByText("No games in collection")).toBeVisible();
  await expect(page.getByText("No games currently for sale")).toHaveCount(0);
  await expectNoA11yViolations(page);
});

/** The project's page settings (size, touch, locale...) for a context of our own. */
function contextOptions(use: TestInfo["project"]["use"]): BrowserContextOptions {
  const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId, reducedMotion } =
    use;
  return { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId, reducedMotion };
}
