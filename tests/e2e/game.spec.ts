import type { Page } from "@playwright/test";
import { expect, expectNoA11yViolations, httpStatusError, test, useStoredTheme, waitForHydration } from "./fixtures";
import { formatPrice } from "../../app/models/game/game";
import { updateGame } from "../../app/models/game/game-admin.server";
import { EMPTY_GAME_VALUES, gameFormSchema } from "../../app/models/game/game.schema";
import { ACCOUNTS } from "./accounts";
import { deleteTestGames, demoImageUrls, insertTestGames, tokenFor } from "./game-data";

/**
 * The game page as a visitor sees it, on games
 * this spec owns (a per-project token in every name).
 */

type Owned = {
  token: string;
  knight: { id: number; slug: string };
  bare: { id: number; slug: string };
  broken: { id: number; slug: string };
};
const owned = new Map<string, Owned>();
const mine = (project: string) => owned.get(project)!;

const BROKEN_IMAGE = "/collection?q=zz-not-an-image";
const secretNotes = (token: string) => `Flipper coil ZX-NOTE-${token} smells like toast`;
const secretRepair = (token: string) => `Swapped the coin mech ZX-REPAIR-${token}`;

test.beforeAll(async ({ db }, testInfo) => {
  const token = tokenFor("game", testInfo.project.name);
  await deleteTestGames(db, token);
  const images = await demoImageUrls(db, 3);
  const [knight, bare, broken] = await insertTestGames(db, [
    {
      name: `Knight Quest ${token}`,
      type: "Pinball",
      status: "Operational",
      year_made: 1989,
      high_score: "12,345,670 (ZED)",
      condition_notes: secretNotes(token),
      image_url: images[0],
      thumbnail_url: images[0].replace("-1200.webp", "-400.webp"),
      all_images: JSON.stringify(images),
      created_at: "2024-03-05T15:00:00.000Z",
      updated_at: "2025-06-10T15:00:00.000Z",
    },
    { name: `Bare Cabinet ${token}`, type: "Arcade", status: "Awaiting Parts", location: "Warehouse" },
    {
      // A URL that answers 200 with HTML: the picture fails to decode without a 404 in any other spec's console.
      name: `Broken Picture ${token}`,
      type: "Arcade",
      status: "In Repair",
      image_url: BROKEN_IMAGE,
      all_images: JSON.stringify([BROKEN_IMAGE]),
    },
  ]);
  const now = new Date().toISOString();
  await db
    .insertInto("repairs")
    .values({
      game_id: knight.id,
      comment: secretRepair(token),
      resolved: false,
      source: "staff",
      created_at: now,
      updated_at: now,
    })
    .execute();
  owned.set(testInfo.project.name, { token, knight, bare, broken });
});

test.afterAll(async ({ db }, testInfo) => {
  await deleteTestGames(db, tokenFor("game", testInfo.project.name));
});

const fact = (page: Page, label: string) => page.locator(`[data-fact="${label}"]`);
const counter = (page: Page) => page.getByTestId("lightbox-counter");

test("facts, status badge, sale price, report link and the visitor's repair history text @phone", async ({
  page,
}, testInfo) => {
  const { token, knight } = mine(testInfo.project.name);
  await page.goto(`/game/${knight.slug}`);

  await expect(page).toHaveTitle(new RegExp(`^Knight Quest ${token} \\|`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Knight Quest ${token}`);
  await expect(page.locator("main [data-status-color]").first()).toHaveAttribute("data-status-color", "green");
  await expect(page.locator("main [data-status-color]").first()).toHaveText("Operational");
  await expect(fact(page, "Type")).toHaveText("Pinball");
  await expect(fact(page, "Location")).toHaveText("Replay");
  await expect(fact(page, "Year")).toHaveText("1989");
  await expect(fact(page, "High Score")).toHaveText("12,345,670 (ZED)");
  await expect(fact(page, "Date Added")).toHaveText("Mar 5, 2024");
  await expect(fact(page, "Last Updated")).toHaveText("Jun 10, 2025");
  await expect(page.getByTestId("sale-price")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Report an issue" })).toHaveAttribute(
    "href",
    `/report-issue?gameId=${knight.id}`,
  );

  await expect(page.getByRole("heading", { name: "Repair History" })).toBeVisible();
  await expect(page.getByText("Repair history is only visible to staff members", { exact: true })).toBeVisible();
  await expect(page.getByText(secretRepair(token))).toHaveCount(0);

  // Sharing: canonical URL and the game's own picture as an absolute og:image.
  const base = new URL(page.url()).origin;
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${base}/game/${knight.slug}`);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    /^https?:\/\/[^/]+\/uploads\/[0-9a-f]{32}-1200\.webp$/,
  );
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "website");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    /1989 pinball machine.*Status: Operational/,
  );

  await expectNoA11yViolations(page);
});

test("a listed game shows its price or 'Make Offer' with a link to the games for sale @phone", async ({ page, db }) => {
  // Demo games, read only: a priced one and one listed without a price.
  const listed = db.selectFrom("games").select(["slug", "asking_price"]).where("for_sale", "=", true);
  const priced = await listed.where("asking_price", ">", 0).orderBy("id").executeTakeFirst();
  const offer = await listed.where("asking_price", "is", null).orderBy("id").executeTakeFirst();
  expect(priced, "the demo seed has a game for sale with a price").toBeTruthy();
  expect(offer, "the demo seed has a game for sale without a price").toBeTruthy();

  await page.goto(`/game/${priced!.slug}`);
  await expect(page.getByTestId("sale-price")).toHaveText(formatPrice(priced!.asking_price));
  await expect(page.getByRole("link", { name: "See games for sale" })).toHaveAttribute("href", "/games-for-sale");
  await expectNoA11yViolations(page);

  await page.goto(`/game/${offer!.slug}`);
  await expect(page.getByTestId("sale-price")).toHaveText("Make Offer");
  await page.getByRole("link", { name: "See games for sale" }).click();
  await expect(page).toHaveURL(/\/games-for-sale$/);
});

test("a visitor's page and data never contain condition notes or repairs", async ({ page }, testInfo) => {
  const { token, knight } = mine(testInfo.project.name);
  for (const path of [`/game/${knight.slug}`, `/game/${knight.slug}.data`]) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
    const body = await response.text();
    expect(body).toContain(`Knight Quest ${token}`);
    expect(body, path).not.toContain(`ZX-NOTE-${token}`);
    expect(body, path).not.toContain(`ZX-REPAIR-${token}`);
  }
  await page.goto(`/game/${knight.slug}`);
  await waitForHydration(page);
  expect(await page.content()).not.toContain(`ZX-NOTE-${token}`);
});

test("a numeric id redirects to the game's slug", async ({ page }, testInfo) => {
  const { knight } = mine(testInfo.project.name);
  const response = await page.request.get(`/game/${knight.id}`, { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()["location"]).toBe(`/game/${knight.slug}`);
  await page.goto(`/game/${knight.id}`);
  await expect(page).toHaveURL(new RegExp(`/game/${knight.slug}$`));
});

test("a renamed and moved game's old addresses answer 301 with the current one, query string kept", async ({
  page,
  db,
}, testInfo) => {
  const { token } = mine(testInfo.project.name);
  const [game] = await insertTestGames(db, [{ name: `Old Name ${token}`, type: "Pinball" }]);
  const staff = await db
    .selectFrom("users")
    .select("id")
    .where("email", "=", ACCOUNTS.staff.email)
    .executeTakeFirstOrThrow();
  const rename = async (version: number, name: string, location: string) => {
    const values = gameFormSchema(2026).parse({ ...EMPTY_GAME_VALUES, name, type: "Pinball", location });
    const saved = await updateGame(db, game.id, version, values, { id: staff.id, ip: null });
    if (!saved.ok) throw new Error(`rename failed: ${saved.code}`);
    return saved.slug;
  };
  await rename(1, `New Name ${token}`, "Replay");
  const current = await rename(2, `New Name ${token}`, "Warehouse");
  expect(current).toBe(`new-name-${token}-warehouse`);

  for (const old of [game.slug, `new-name-${token}-replay`]) {
    const response = await page.request.get(`/game/${old}`, { maxRedirects: 0 });
    expect(response.status(), old).toBe(301);
    expect(response.headers()["location"]).toBe(`/game/${current}`);
  }
  const withQuery = await page.request.get(`/game/${game.slug}?from=qr&x=1`, { maxRedirects: 0 });
  expect(withQuery.status()).toBe(301);
  expect(withQuery.headers()["location"]).toBe(`/game/${current}?from=qr&x=1`);
  await page.goto(`/game/${game.slug}`);
  await expect(page).toHaveURL(new RegExp(`/game/${current}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`New Name ${token}`);
});

test("QR code toggle: size 150, links to the report page, loaded only when asked for @phone", async ({
  page,
}, testInfo) => {
  const { token, knight } = mine(testInfo.project.name);
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto(`/game/${knight.slug}`);
  await waitForHydration(page);
  expect(scripts.filter((url) => /QrCode/.test(url))).toEqual([]);

  const toggle = page.getByRole("button", { name: "Show QR Code" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  const qr = page.getByTestId("qr-code");
  await expect(qr).toBeVisible();
  expect(scripts.filter((url) => /QrCode/.test(url))).toHaveLength(1);

  const origin = new URL(page.url()).origin;
  const target = `${origin}/report-issue?gameId=${knight.id}`;
  await expect(qr).toHaveAttribute("data-qr-value", target);
  await expect(qr.getByRole("link", { name: target })).toHaveAttribute("href", target);
  const svg = qr.locator("svg");
  await expect(svg).toHaveAttribute("width", "150");
  await expect(svg).toHaveAttribute("height", "150");
  await expect(svg.locator("title")).toHaveText(`QR code: report an issue with Knight Quest ${token}`);
  const logo = await svg.locator("image").boundingBox();
  expect(Math.round(logo!.width)).toBe(30);
  expect(Math.round(logo!.height)).toBe(30);
  await expectNoA11yViolations(page);

  const hide = page.getByRole("button", { name: "Hide QR Code" });
  await expect(hide).toHaveAttribute("aria-expanded", "true");
  await hide.click();
  await expect(qr).toBeHidden();
  await expect(page.getByRole("button", { name: "Show QR Code" })).toBeVisible();
});

test("gallery and lightbox: arrows wrap around both ways, Escape closes and focus returns @phone", async ({
  page,
}, testInfo) => {
  const { knight } = mine(testInfo.project.name);
  await page.goto(`/game/${knight.slug}`);
  await waitForHydration(page);
  const thumbs = page.getByTestId("gallery-thumb");
  await expect(thumbs).toHaveCount(3);

  await thumbs.nth(0).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(counter(page)).toHaveText("Photo 1 / 3");
  await expect(page.getByTestId("lightbox-image")).toHaveJSProperty("complete", true);
  await expectNoA11yViolations(page, "lightbox");

  await page.keyboard.press("ArrowRight");
  await expect(counter(page)).toHaveText("Photo 2 / 3");
  await page.keyboard.press("ArrowRight");
  await expect(counter(page)).toHaveText("Photo 3 / 3");
  await page.keyboard.press("ArrowRight");
  await expect(counter(page)).toHaveText("Photo 1 / 3");
  await page.keyboard.press("ArrowLeft");
  await expect(counter(page)).toHaveText("Photo 3 / 3");
  await page.keyboard.press("ArrowLeft");
  await expect(counter(page)).toHaveText("Photo 2 / 3");

  await page.getByRole("button", { name: "Next image" }).click();
  await expect(counter(page)).toHaveText("Photo 3 / 3");

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  // Focus goes back to the thumbnail of the photo shown last.
  await expect(thumbs.nth(2)).toBeFocused();

  // Opening from another thumbnail starts there.
  await thumbs.nth(1).click();
  await expect(counter(page)).toHaveText("Photo 2 / 3");
  await page.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(thumbs.nth(1)).toBeFocused();
});

/** A horizontal swipe of dx px across the lightbox: real touch events on the phone, a mouse drag on the desktop. */
async function swipe(page: Page, dx: number, touch: boolean) {
  const box = (await page.getByTestId("lightbox-stage").boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const steps = 6;
  if (!touch) {
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + dx, y + 2, { steps });
    await page.mouse.up();
    return;
  }
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
  for (let i = 1; i <= steps; i++) {
    await cdp.send("Input.dispatchTouchEvent", {
      type: "touchMove",
      touchPoints: [{ x: x + (dx * i) / steps, y: y + i / 3 }],
    });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

test("lightbox swipe: more than 50 px moves, 30 px does not @phone", async ({ page }, testInfo) => {
  const { knight } = mine(testInfo.project.name);
  const touch = testInfo.project.name === "phone";
  await page.goto(`/game/${knight.slug}`);
  await waitForHydration(page);
  await page.getByTestId("gallery-thumb").nth(0).click();
  await expect(counter(page)).toHaveText("Photo 1 / 3");

  await swipe(page, -60, touch);
  await expect(counter(page)).toHaveText("Photo 2 / 3");
  await swipe(page, -30, touch);
  await expect(counter(page)).toHaveText("Photo 2 / 3");
  await swipe(page, 60, touch);
  await expect(counter(page)).toHaveText("Photo 1 / 3");
  // Wraps around: back from the first is the last.
  await swipe(page, 60, touch);
  await expect(counter(page)).toHaveText("Photo 3 / 3");
  await swipe(page, 30, touch);
  await expect(counter(page)).toHaveText("Photo 3 / 3");
});

test("placeholders: no image, no gallery, and an image that fails @phone", async ({ page }, testInfo) => {
  const { bare, broken } = mine(testInfo.project.name);
  await page.goto(`/game/${bare.slug}`);
  await expect(page.getByText("Game Image Coming Soon")).toBeVisible();
  await expect(fact(page, "Location")).toHaveText("Warehouse");
  // A visitor reads no staff placeholder: no empty Gallery, no fact the collection does not hold.
  await expect(page.getByRole("heading", { name: "Gallery" })).toHaveCount(0);
  await expect(fact(page, "Year")).toHaveCount(0);
  await expect(fact(page, "High Score")).toHaveCount(0);
  await expect(page.locator("main")).not.toContainText(
    /No Images Available|Unknown|Not recorded|not set|TBD|Add a description|No description/i,
  );
  await expect(page.locator("main [data-status-color]").first()).toHaveAttribute("data-status-color", "red");
  await expect(page.getByTestId("sale-price")).toHaveCount(0);
  await expectNoA11yViolations(page);

  await page.goto(`/game/${broken.slug}`);
  await waitForHydration(page);
  await expect(page.getByText("Image Failed to Load").first()).toBeVisible();
  await expect(page.locator("main [data-status-color]").first()).toHaveAttribute("data-status-color", "yellow");
});

test("dark mode: the game page, its QR code and the lightbox pass axe @phone", async ({ page }, testInfo) => {
  const { knight } = mine(testInfo.project.name);
  await useStoredTheme(page, "dark");
  await page.goto(`/game/${knight.slug}`);
  await waitForHydration(page);
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await page.getByRole("button", { name: "Show QR Code" }).click();
  await expect(page.getByTestId("qr-code")).toBeVisible();
  await expectNoA11yViolations(page, "game (dark)");
  await page.getByTestId("gallery-thumb").nth(0).click();
  await expect(counter(page)).toHaveText("Photo 1 / 3");
  await expectNoA11yViolations(page, "lightbox (dark)");
});

test("'Invalid Game ID' and 'Game Not Found' with Back to Collection @phone", async ({ page, browserErrors }) => {
  browserErrors.allow(httpStatusError(400), "the invalid id page answers 400");
  browserErrors.allow(httpStatusError(404), "the missing game page answers 404");

  const invalid = await page.goto("/game/%20");
  expect(invalid?.status()).toBe(400);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Invalid Game ID");
  await expect(page.getByRole("banner")).toBeVisible(); // inside the site layout
  await expectNoA11yViolations(page);

  const bad = await page.goto("/game/Not_A-Slug!");
  expect(bad?.status()).toBe(400);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Invalid Game ID");

  const missing = await page.goto("/game/no-such-machine-anywhere-replay");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Game Not Found");
  await expect(page).toHaveTitle(/Game Not Found/);
  await expectNoA11yViolations(page);

  const missingId = await page.goto("/game/99999999");
  expect(missingId?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Game Not Found");

  await waitForHydration(page);
  await page.getByRole("main").getByRole("link", { name: "Back to Collection" }).click();
  await expect(page).toHaveURL(/\/collection$/);
  await expect(page.getByTestId("collection-count")).toBeVisible();
});
