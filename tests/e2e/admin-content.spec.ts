import path from "node:path";
import type { Page } from "@playwright/test";
import { sql } from "kysely";
import { createUser } from "../../app/models/account/user.server";
import { createDb, type DB } from "../../app/utils/db.server";
import { ACCOUNTS } from "./accounts";
import { expect, expectNoA11yViolations, signInOverHttp, test, useStoredTheme, waitForHydration } from "./fixtures";
import { startOwnServer, type OwnServer } from "./own-server";

/**
 * Admin Events, FAQs and Shop, as a staff member who is not a manager. They change what the
 * public pages show, so they run on a server of their own (one per worker, empty database): no other
 * spec's events, FAQ or shop moves under them. Dates are far from today, so nothing depends on the day.
 */

let server: OwnServer;
let db: DB;

test.beforeAll(async () => {
  server = await startOwnServer();
  db = createDb({ kind: "sqlite", file: path.join(server.dataDir, "museum.db") });
  await createUser(db, ACCOUNTS.staff);
});

test.afterAll(async () => {
  await db?.destroy();
  await server?.stop();
});

async function openAsStaff(page: Page, pathname: string, heading: string) {
  await page.context().addCookies((await signInOverHttp(server.url, ACCOUNTS.staff)).cookies);
  await page.goto(`${server.url}${pathname}`);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
}

const auditActions = async (entity: string) =>
  (await db.selectFrom("audit_log").select("action").where("entity", "=", entity).orderBy("id").execute()).map(
    (r) => r.action,
  );
const confirmDialog = (page: Page) => page.getByRole("alertdialog");

/**
 * The database refuses one kind of write to a table, as a full disk or a lost connection would; reads keep
 * working. Returns what puts it back.
 */
async function refuseWrites(operation: "INSERT" | "DELETE", table: "products" | "gift_cards") {
  const trigger = `e2e_fail_${table}_${operation.toLowerCase()}`;
  await sql
    .raw(`CREATE TRIGGER ${trigger} BEFORE ${operation} ON ${table} BEGIN SELECT RAISE(ABORT, 'disk I/O error'); END`)
    .execute(db);
  return () => sql.raw(`DROP TRIGGER IF EXISTS ${trigger}`).execute(db);
}

/** Admin Events with no event yet, checked by axe in dark mode: where both the flow and its phone check begin. */
async function openEmptyEventsDark(page: Page) {
  await openAsStaff(page, "/admin/events", "Events");
  const list = page.getByRole("region", { name: /^All Events/ });
  await expect(list.getByText("No events yet.")).toBeVisible();
  await expectNoA11yViolations(page, "/admin/events (empty, dark)");
  return list;
}

test("events: each validation message, add a tournament, edit it into an event, a past one marked, delete after confirming", async ({
  page,
}) => {
  await useStoredTheme(page, "dark");
  const list = await openEmptyEventsDark(page);

  await list.getByRole("button", { name: "Add Event" }).click();
  const form = page.getByTestId("event-form");
  await form.getByRole("button", { name: "Save Event" }).click();
  for (const message of ["Title is required", "Description is required", "Date is required", "Time is required"])
    await expect(form.getByText(message)).toBeVisible();
  await expect(form.getByLabel("Title")).toBeFocused();
  await form.getByLabel("Title").fill("Winter Pinball Open");
  await form.getByLabel("Description").fill("Three rounds on classic tables; top four play the final.");
  await form.getByLabel("Date").fill("2099-01-16");
  await form.getByLabel("Time").fill("13:00");
  await form.getByLabel("Type").selectOption("tournament");
  await form.getByLabel("Registration fee ($)").fill("-5");
  await form.getByRole("button", { name: "Save Event" }).click();
  await expect(form.getByText("Registration fee cannot be negative")).toBeVisible();
  await expect(form.getByLabel("Title")).toHaveValue("Winter Pinball Open");
  await form.getByLabel("Registration fee ($)").fill("20");
  await expectNoA11yViolations(page, "/admin/events (form, dark)");
  await form.getByRole("button", { name: "Save Event" }).click();
  await expect(list.getByRole("status")).toHaveText("Event saved.");
  await expect(page.getByRole("button", { name: "Add Event" })).toBeFocused();
  const card = page.getByTestId("events-item");
  await expect(card).toHaveCount(1);
  await expect(card).toContainText("Tournament");
  await expect(card).toContainText("Friday, January 16, 2099 at 1pm · Registration fee: $20");
  expect(
    await db
      .selectFrom("events")
      .select(["title", "date", "time", "type", "registration_fee", "admission_fee"])
      .execute(),
  ).toEqual([
    {
      title: "Winter Pinball Open",
      date: "2099-01-16",
      time: "13:00",
      type: "tournament",
      registration_fee: 20,
      admission_fee: null,
    },
  ]);

  // Edit: an event has an admission fee; a negative one has its own message; empty is saved as none.
  await card.getByRole("button", { name: "Edit event: Winter Pinball Open" }).click();
  const edit = page.getByTestId("event-form");
  await expect(edit.getByLabel("Title")).toHaveValue("Winter Pinball Open");
  await edit.getByLabel("Type").selectOption("event");
  await edit.getByLabel("Admission fee ($)").fill("-1");
  await edit.getByRole("button", { name: "Save Event" }).click();
  await expect(edit.getByText("Admission fee cannot be negative")).toBeVisible();
  await edit.getByLabel("Admission fee ($)").fill("");
  await edit.getByLabel("Title").fill("Winter Pinball Social");
  await edit.getByRole("button", { name: "Save Event" }).click();
  await expect(card).toContainText("Special Event");
  await expect(card).toContainText("Winter Pinball Social");
  await expect(card).not.toContainText("fee");
  expect(await db.selectFrom("events").select(["type", "registration_fee", "admission_fee"]).execute()).toEqual([
    { type: "event", registration_fee: null, admission_fee: null },
  ]);

  // The public Events page shows it at once; an event long past is listed here, marked, and not there.
  await db
    .insertInto("events")
    .values({
      title: "Grand Opening",
      description: "Where it began.",
      date: "2015-03-07",
      time: "10:00",
      type: "event",
      registration_fee: null,
      admission_fee: null,
      created_at: "2015-01-01T00:00:00Z",
      updated_at: "2015-01-01T00:00:00Z",
    })
    .execute();
  await page.goto(`${server.url}/events`);
  await expect(page.getByRole("heading", { name: "Winter Pinball Social" })).toBeVisible();
  await expect(page.getByText("Grand Opening")).toHaveCount(0);
  await page.goto(`${server.url}/admin/events`);
  await waitForHydration(page);
  await expect(page.getByTestId("events-item").getByRole("heading", { level: 3 })).toHaveText([
    "Grand Opening",
    "Winter Pinball Social",
  ]);
  await expect(page.getByTestId("events-item").first().getByText("Past", { exact: true })).toBeVisible();
  await expect(page.getByTestId("events-item").last().getByText("Past", { exact: true })).toHaveCount(0);

  // Delete asks first; Cancel keeps it, Delete Event removes it.
  const social = page.getByTestId("events-item").filter({ hasText: "Winter Pinball Social" });
  await social.getByRole("button", { name: "Delete event: Winter Pinball Social" }).click();
  await expect(confirmDialog(page)).toContainText("Are you sure you want to delete this event?");
  await confirmDialog(page).getByRole("button", { name: "Cancel" }).click();
  await expect(social).toHaveCount(1);
  await social.getByRole("button", { name: "Delete event: Winter Pinball Social" }).click();
  await confirmDialog(page).getByRole("button", { name: "Delete Event" }).click();
  await expect(social).toHaveCount(0);
  expect(await db.selectFrom("events").select("title").execute()).toEqual([{ title: "Grand Opening" }]);
  expect(await auditActions("event")).toEqual(["event_created", "event_updated", "event_deleted"]);
  await db.deleteFrom("events").execute();
});

test("events: the Type field's message goes once another type is chosen", async ({ page }) => {
  await openAsStaff(page, "/admin/events", "Events");
  await page.getByRole("button", { name: "Add Event" }).click();
  const form = page.getByTestId("event-form");
  const type = form.getByLabel("Type");
  // A post whose type no longer exists, as from a page older than the server's list of types.
  await type.evaluate((select: HTMLSelectElement) => (select.options[0].value = "party"));
  await form.getByRole("button", { name: "Save Event" }).click();
  await expect(form.getByText("Choose Special Event or Tournament")).toBeVisible();
  await expect(type).toHaveAttribute("aria-invalid", "true");
  await type.selectOption("tournament");
  await expect(form.getByText("Choose Special Event or Tournament")).toHaveCount(0);
  await expect(type).not.toHaveAttribute("aria-invalid");
  await expect(form.getByLabel("Registration fee ($)")).toBeVisible();
  expect(await db.selectFrom("events").select("id").execute()).toEqual([]);
});

test("FAQs: validation, a new one goes last, Move up and Move down reorder the public FAQ page, delete after confirming", async ({
  page,
}) => {
  await db.deleteFrom("faqs").execute();
  await db
    .insertInto("faqs")
    .values([
      { category: "Visiting", question: "Is there parking?", answer: "Free, behind the building.", order_number: 1 },
      { category: "Games", question: "Is everything free play?", answer: "Yes, after admission.", order_number: 2 },
    ])
    .execute();
  await openAsStaff(page, "/admin/faq", "FAQs");
  const questions = page.getByTestId("faqs-item").getByRole("heading", { level: 3 });
  await expect(questions).toHaveText(["Is there parking?", "Is everything free play?"]);
  await expectNoA11yViolations(page, "/admin/faq");

  await page.getByRole("button", { name: "Add FAQ" }).click();
  const form = page.getByTestId("faq-form");
  await form.getByRole("button", { name: "Save FAQ" }).click();
  for (const message of ["Category is required", "Question is required", "Answer is required"])
    await expect(form.getByText(message)).toBeVisible();
  await form.getByLabel("Category").fill("Visiting");
  await form.getByLabel("Question").fill("Can I bring a birthday cake?");
  await form.getByLabel("Answer").fill("Yes, in the party room.");
  await form.getByRole("button", { name: "Save FAQ" }).click();
  await expect(page.getByRole("region", { name: /^Questions/ }).getByRole("status")).toHaveText("FAQ saved.");
  await expect(questions).toHaveText(["Is there parking?", "Is everything free play?", "Can I bring a birthday cake?"]);
  const cake = page.getByTestId("faqs-item").filter({ hasText: "birthday cake" });
  await expect(cake.getByRole("button", { name: "Move down: Can I bring a birthday cake?" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Move up: Is there parking?" })).toBeDisabled();

  await cake.getByRole("button", { name: "Move up: Can I bring a birthday cake?" }).click();
  await expect(questions).toHaveText(["Is there parking?", "Can I bring a birthday cake?", "Is everything free play?"]);
  await page.getByRole("button", { name: "Move down: Is there parking?" }).click();
  await expect(questions).toHaveText(["Can I bring a birthday cake?", "Is there parking?", "Is everything free play?"]);
  expect(
    (await db.selectFrom("faqs").select(["question", "order_number"]).orderBy("order_number").execute()).map(
      (f) => `${f.order_number} ${f.question}`,
    ),
  ).toEqual(["1 Can I bring a birthday cake?", "2 Is there parking?", "3 Is everything free play?"]);
  await page.goto(`${server.url}/faq`);
  await expect(page.getByTestId("faq-item").locator("summary")).toHaveText([
    "Can I bring a birthday cake?",
    "Is there parking?",
    "Is everything free play?",
  ]);

  await page.goto(`${server.url}/admin/faq`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Edit FAQ: Is there parking?" }).click();
  await page.getByTestId("faq-form").getByLabel("Answer").fill("Free, in the lot behind the building.");
  await page.getByTestId("faq-form").getByRole("button", { name: "Save FAQ" }).click();
  await expect(page.getByTestId("faqs-item").filter({ hasText: "Is there parking?" })).toContainText(
    "in the lot behind",
  );

  await page.getByRole("button", { name: "Delete FAQ: Is everything free play?" }).click();
  await expect(confirmDialog(page)).toContainText("Are you sure you want to delete this FAQ?");
  await confirmDialog(page).getByRole("button", { name: "Delete FAQ" }).click();
  await expect(questions).toHaveText(["Can I bring a birthday cake?", "Is there parking?"]);
  expect(await auditActions("faq")).toEqual(["faq_created", "faq_moved", "faq_moved", "faq_updated", "faq_deleted"]);
  await db.deleteFrom("faqs").execute();
});

test("shop: a product and a gift card added here are on /shop at once; out of stock and inactive ones are not; delete after confirming", async ({
  page,
}) => {
  await db.deleteFrom("products").execute();
  await db.deleteFrom("gift_cards").execute();
  await openAsStaff(page, "/admin/shop", "Shop");
  const products = page.getByRole("region", { name: /^Products/ });
  const giftCards = page.getByRole("region", { name: /^Gift Cards/ });
  await expect(products.getByText("No products yet.")).toBeVisible();
  await expectNoA11yViolations(page, "/admin/shop (empty)");

  await products.getByRole("button", { name: "Add Product" }).click();
  const form = page.getByTestId("product-form");
  await form.getByRole("button", { name: "Save Product" }).click();
  for (const message of [
    "Name is required",
    "Category is required",
    "Price is required",
    "Image URL is required",
    "Description is required",
  ])
    await expect(form.getByText(message)).toBeVisible();
  await form.getByLabel("Name").fill("Tilt Mug");
  await form.getByLabel("Category").fill("Kitchen");
  await form.getByLabel("Price ($)").fill("-2");
  await form.getByLabel("Image URL").fill("mug picture");
  await form.getByRole("button", { name: "Save Product" }).click();
  await expect(form.getByText("Price cannot be negative")).toBeVisible();
  await expect(form.getByText("Image URL must be a valid URL")).toBeVisible();
  await expect(form.getByText("Description is required")).toBeVisible();
  await form.getByLabel("Price ($)").fill("12.5");
  await form.getByLabel("Image URL").fill("/favicon.svg");
  await form.getByLabel("Description").fill("Says TILT when it is empty.");
  await form.getByRole("button", { name: "Save Product" }).click();
  await expect(products.getByRole("status")).toHaveText("Product saved.");
  await expect(products.getByTestId("products-item")).toContainText("$12.50");

  await giftCards.getByRole("button", { name: "Add Gift Card" }).click();
  const cardForm = page.getByTestId("gift-card-form");
  await cardForm.getByRole("button", { name: "Save Gift Card" }).click();
  await expect(cardForm.getByText("Denomination is required")).toBeVisible();
  await expect(cardForm.getByText("Description is required")).toBeVisible();
  await cardForm.getByLabel("Denomination ($)").fill("0");
  await cardForm.getByRole("button", { name: "Save Gift Card" }).click();
  await expect(cardForm.getByText("Denomination must be more than 0")).toBeVisible();
  await cardForm.getByLabel("Denomination ($)").fill("75");
  await cardForm.getByLabel("Description").fill("A party for four.");
  await cardForm.getByRole("button", { name: "Save Gift Card" }).click();
  await expect(giftCards.getByTestId("gift-cards-item")).toContainText("$75 Gift Card");
  await expectNoA11yViolations(page, "/admin/shop");

  await page.goto(`${server.url}/shop`);
  await expect(page.getByTestId("shop-item").getByRole("heading", { level: 2 })).toHaveText([
    "Tilt Mug",
    "$75 Gift Card",
  ]);
  await expect(page.getByTestId("shop-item-price")).toHaveText(["$12.50", "$75"]);

  // Out of stock and inactive: kept here, gone from the shop.
  await page.goto(`${server.url}/admin/shop`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Edit product: Tilt Mug" }).click();
  await page.getByTestId("product-form").getByLabel("In stock (shown in the shop)").uncheck();
  await page.getByTestId("product-form").getByRole("button", { name: "Save Product" }).click();
  await expect(products.getByTestId("products-item")).toContainText("Out of stock");
  await page.getByRole("button", { name: "Edit gift card: $75" }).click();
  await page.getByTestId("gift-card-form").getByLabel("Active (shown in the shop)").uncheck();
  await page.getByTestId("gift-card-form").getByRole("button", { name: "Save Gift Card" }).click();
  await expect(giftCards.getByTestId("gift-cards-item")).toContainText("Inactive");
  await page.goto(`${server.url}/shop`);
  await expect(page.getByTestId("shop-item")).toHaveCount(0);

  await page.goto(`${server.url}/admin/shop`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Delete product: Tilt Mug" }).click();
  await expect(confirmDialog(page)).toContainText("Are you sure you want to delete this product?");
  await confirmDialog(page).getByRole("button", { name: "Delete Product" }).click();
  await expect(products.getByText("No products yet.")).toBeVisible();
  await page.getByRole("button", { name: "Delete gift card: $75" }).click();
  await expect(confirmDialog(page)).toContainText("Are you sure you want to delete this gift card?");
  await confirmDialog(page).getByRole("button", { name: "Delete Gift Card" }).click();
  await expect(giftCards.getByText("No gift cards yet.")).toBeVisible();
  expect(await auditActions("product")).toEqual(["product_created", "product_updated", "product_deleted"]);
  expect(await auditActions("gift_card")).toEqual(["gift_card_created", "gift_card_updated", "gift_card_deleted"]);
});

test("shop: a save or delete that fails shows its spec text in a banner on the page, not in the form or the dialog, and keeps what was typed", async ({
  page,
  browserErrors,
}) => {
  browserErrors.allow(/status of 500/, "the failing writes are answered with 500");
  await db.deleteFrom("products").execute();
  await db.deleteFrom("gift_cards").execute();
  await db
    .insertInto("gift_cards")
    .values({ denomination: 40, description: "Forty dollars of play", active: true })
    .execute();
  const restore = [await refuseWrites("INSERT", "products"), await refuseWrites("DELETE", "gift_cards")];
  try {
    await openAsStaff(page, "/admin/shop", "Shop");
    const banner = page.getByTestId("shop-failure");
    await page.getByRole("button", { name: "Add Product" }).click();
    const form = page.getByTestId("product-form");
    await form.getByLabel("Name").fill("Tilt Mug");
    await form.getByLabel("Category").fill("Kitchen");
    await form.getByLabel("Price ($)").fill("-2");
    await form.getByRole("button", { name: "Save Product" }).click();
    await expect(form.getByText("Price cannot be negative"), "a field's message stays next to its field").toBeVisible();
    await expect(banner).toHaveCount(0);

    await form.getByLabel("Price ($)").fill("12");
    await form.getByLabel("Image URL").fill("https://example.com/mug.jpg");
    await form.getByLabel("Description").fill("A mug that tilts.");
    await form.getByRole("button", { name: "Save Product" }).click();
    await expect(banner.getByRole("alert")).toHaveText("Failed to save product");
    await expect(banner, "the failure takes the focus, so it is read out and seen").toBeFocused();
    await expect(banner).toBeInViewport();
    await expect(form.getByRole("alert")).toHaveCount(0);
    await expect(form.getByLabel("Name"), "the form keeps what was typed").toHaveValue("Tilt Mug");
    expect(await db.selectFrom("products").select("id").execute()).toEqual([]);
    await banner.getByRole("button", { name: "Dismiss" }).click();
    await expect(banner).toHaveCount(0);
    await form.getByRole("button", { name: "Cancel" }).click();

    await page.getByRole("button", { name: /^Delete gift card/ }).click();
    await confirmDialog(page).getByRole("button", { name: "Delete Gift Card" }).click();
    await expect(banner.getByRole("alert")).toHaveText("Failed to delete giftCard");
    await expect(confirmDialog(page)).toHaveCount(0);
    await expect(page.getByTestId("gift-cards-item")).toHaveCount(1);
    await expectNoA11yViolations(page, "/admin/shop (failure banner)");
  } finally {
    for (const undo of restore) await undo();
  }
});

// The flows above run on the desktop; the phone checks the screens they pass through, reached the short way.
test("axe on a phone: Events empty and its form with messages (dark), FAQs, Shop empty, with items and with a failure banner @phone-only", async ({
  page,
  browserErrors,
}) => {
  browserErrors.allow(/status of 500/, "the failing delete is answered with 500");
  await db.deleteFrom("events").execute();
  await db.deleteFrom("faqs").execute();
  await db.deleteFrom("products").execute();
  await db.deleteFrom("gift_cards").execute();
  await useStoredTheme(page, "dark");
  const list = await openEmptyEventsDark(page);
  await list.getByRole("button", { name: "Add Event" }).click();
  const form = page.getByTestId("event-form");
  await form.getByRole("button", { name: "Save Event" }).click();
  await expect(form.getByText("Title is required")).toBeVisible();
  await expectNoA11yViolations(page, "/admin/events (form, dark)");

  await db
    .insertInto("faqs")
    .values([
      { category: "Visiting", question: "Is there parking?", answer: "Free, behind the building.", order_number: 1 },
      { category: "Games", question: "Is everything free play?", answer: "Yes, after admission.", order_number: 2 },
    ])
    .execute();
  // The rest in light mode, as the flows see it: the theme cookie wins over the stored choice.
  await page.context().addCookies([{ name: "theme", value: "light", url: server.url }]);
  await openAsStaff(page, "/admin/faq", "FAQs");
  await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
  await expect(page.getByTestId("faqs-item")).toHaveCount(2);
  await expectNoA11yViolations(page, "/admin/faq");

  await openAsStaff(page, "/admin/shop", "Shop");
  await expect(page.getByRole("region", { name: /^Products/ }).getByText("No products yet.")).toBeVisible();
  await expectNoA11yViolations(page, "/admin/shop (empty)");
  await db
    .insertInto("products")
    .values({
      name: "Tilt Mug",
      category: "Kitchen",
      price: 12.5,
      image_url: "/favicon.svg",
      description: "Says TILT when it is empty.",
      in_stock: true,
    })
    .execute();
  await db
    .insertInto("gift_cards")
    .values({ denomination: 75, description: "A party for four.", active: true })
    .execute();
  await openAsStaff(page, "/admin/shop", "Shop");
  await expect(page.getByTestId("gift-cards-item")).toContainText("$75 Gift Card");
  await expectNoA11yViolations(page, "/admin/shop");

  const restore = await refuseWrites("DELETE", "gift_cards");
  try {
    await page.getByRole("button", { name: /^Delete gift card/ }).click();
    await confirmDialog(page).getByRole("button", { name: "Delete Gift Card" }).click();
    const banner = page.getByTestId("shop-failure");
    await expect(banner.getByRole("alert")).toHaveText("Failed to delete giftCard");
    // The banner at the top of the page was brought into view, with the focus.
    await expect(banner).toBeInViewport();
    await expect(banner).toBeFocused();
    // Back down at the gift cards, their list just under the site header: the banner lies over none of their
    // controls (a sticky one covered 'Add Gift Card' there, which axe's target-size counts).
    const giftCards = page.getByRole("region", { name: /^Gift Cards/ });
    await giftCards.evaluate((list) => window.scrollTo(0, list.getBoundingClientRect().top + window.scrollY - 72));
    const [over, under] = [(await banner.boundingBox())!, (await giftCards.boundingBox())!];
    expect(over.y + over.height <= under.y || over.y >= under.y + under.height, "the banner covers no gift card").toBe(
      true,
    );
    await expectNoA11yViolations(page, "/admin/shop (failure banner, scrolled down)");
  } finally {
    await restore();
    await db.deleteFrom("faqs").execute();
    await db.deleteFrom("products").execute();
    await db.deleteFrom("gift_cards").execute();
  }
});
