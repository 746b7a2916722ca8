import path from "node:path";
import sharp from "sharp";
import { createUser } from "../../app/models/account/user.server";
import { createDb, type DB } from "../../app/utils/db.server";
import { ACCOUNTS } from "./accounts";
import {
  expect,
  expectNoA11yViolations,
  httpStatusError,
  signInOverHttp,
  test,
  useStoredTheme,
  waitForHydration,
} from "./fixtures";
import { startOwnServer, type OwnServer } from "./own-server";

/**
 * Home Page Slides (/admin/hero) on a server of its own, a museum without the demo (the run's shared server
 * shows the demo's four slides, which the home page's own tests read): its home page before any slide, a
 * manager's uploads, edit and reorder, and what a visitor sees on the next page.
 */

let server: OwnServer;
let db: DB;

test.beforeAll(async () => {
  server = await startOwnServer();
  db = createDb({ kind: "sqlite", file: path.join(server.dataDir, "museum.db") });
  await createUser(db, ACCOUNTS.manager);
  await createUser(db, ACCOUNTS.staff);
});

test.afterAll(async () => {
  await db?.destroy();
  await server?.stop();
});

/** A wide photo drawn here, in a colour of its own: a PNG the upload pipeline compresses and stores. */
const widePng = (r: number, g: number, b: number) =>
  sharp({ create: { width: 1600, height: 900, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

const UPLOAD =
  /^\/uploads\/([0-9a-f]{32})-400\.webp 400w, \/uploads\/\1-800\.webp 800w, \/uploads\/\1-1200\.webp 1200w$/;

test("a manager uploads two slides, edits a heading and reorders them; a visitor sees them on the home page", async ({
  page,
  browser,
}) => {
  const visitor = await browser.newContext();
  const tab = await visitor.newPage();
  try {
    // A museum without a slide: the banner is whole, with no photo and no slideshow controls.
    await tab.goto(`${server.url}/`);
    const hero = tab.getByTestId("hero");
    await expect(hero.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(hero.locator("img")).toHaveCount(0);
    await expect(hero.getByRole("button", { name: "Pause slideshow" })).toHaveCount(0);
    await expect(hero.getByRole("link", { name: "Learn More" })).toHaveAttribute("href", "/about");

    await page.context().addCookies((await signInOverHttp(server.url, ACCOUNTS.manager)).cookies);
    await page.goto(`${server.url}/admin`);
    await page.getByRole("link", { name: /^Home Page Slides The photos/ }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Home Page Slides");
    await waitForHydration(page);
    await expect(page.getByText("The home page has no slide")).toBeVisible();

    const status = page.getByRole("status").filter({ hasText: /(Added|Saved|Deleted) the slide|Moved “/ });
    const add = async (photo: Buffer, alt: string, heading: string, button?: [string, string]) => {
      await page.getByRole("button", { name: "Add slide" }).click();
      const form = page.getByTestId("hero-slide-form");
      await form
        .getByLabel("Photo", { exact: true })
        .setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: photo });
      await expect(form.getByText("Photo uploaded. Save the slide to use it.")).toBeVisible();
      await form.getByLabel("Alt text").fill(alt);
      await form.getByLabel("Heading").fill(heading);
      if (button) {
        await form.getByLabel("Button label (optional)").fill(button[0]);
        await form.getByLabel("Button target").fill(button[1]);
      }
      await form.getByRole("button", { name: "Save slide" }).click();
      await expect(status).toHaveText(`Added the slide “${heading}”.`);
    };
    await add(await widePng(200, 40, 160), "A neon aisle of arcade cabinets", "Arcade aisle", [
      "See the games",
      "/collection",
    ]);

    // A refused save says why beside the field and keeps what was typed.
    await page.getByRole("button", { name: "Add slide" }).click();
    const form = page.getByTestId("hero-slide-form");
    await form.getByLabel("Heading").fill("Half done");
    await form.getByLabel("Button target").fill("javascript:alert(1)");
    await form.getByRole("button", { name: "Save slide" }).click();
    await expect(form.getByText("Upload a photo for the slide.")).toBeVisible();
    await expect(form.getByText("Describe the photo for people who cannot see it.")).toBeVisible();
    await expect(form.getByText(/^Use a site path such as \/collection/)).toBeVisible();
    await expect(form.getByLabel("Heading")).toHaveValue("Half done");
    await form.getByRole("button", { name: "Cancel" }).click();

    await add(await widePng(20, 160, 200), "A wall of pinball machines", "Pinball wall");

    const rows = page.getByTestId("hero-slide");
    await rows.first().getByRole("button", { name: /^Edit/ }).click();
    await form.getByLabel("Heading").fill("Arcade alley");
    await form.getByRole("button", { name: "Save slide" }).click();
    await expect(status).toHaveText("Saved the slide “Arcade alley”.");
    await expect(rows.first().getByRole("button", { name: /^Edit/ }), "the focus is back where it was").toBeFocused();

    // Reordered from the keyboard: the second slide's Move up.
    await page.getByRole("button", { name: "Move up: slide 2: Pinball wall" }).focus();
    await page.keyboard.press("Enter");
    await expect(status).toHaveText("Moved “Pinball wall” to position 1.");
    await expect(page.getByRole("button", { name: "Move down: slide 1: Pinball wall" })).toBeFocused();
    await expect(rows.first()).toContainText("Pinball wall");
    await expect(rows.nth(1)).toContainText("Arcade alley");

    // The visitor's next page shows the slides, in their order, from the uploads.
    await tab.goto(`${server.url}/`);
    const images = hero.locator("img");
    await expect(images).toHaveCount(2);
    await expect(images.first()).toHaveAttribute("alt", "A wall of pinball machines");
    await expect(images.first()).toHaveAttribute("srcset", UPLOAD);
    await expect(images.first()).toHaveAttribute("fetchpriority", "high");
    await expect(images.nth(1)).toHaveAttribute("alt", "A neon aisle of arcade cabinets");
    await expect(images.nth(1)).toHaveAttribute("srcset", UPLOAD);
    await expect(tab.locator('link[rel="preload"][as="image"][media="(min-width: 640px)"]')).toHaveAttribute(
      "imagesrcset",
      UPLOAD,
    );
    await expect(hero.getByRole("heading", { level: 2 })).toHaveText("Pinball wall");
    await expect(hero.getByRole("link", { name: "See the games" })).toHaveCount(0);
    await hero.getByRole("button", { name: "Show slide 2 of 2" }).click();
    await expect(hero.getByRole("heading", { level: 2 })).toHaveText("Arcade alley");
    await expect(hero.getByRole("link", { name: "See the games" })).toHaveAttribute("href", "/collection");
  } finally {
    await visitor.close();
  }
});

test("a staff member is refused the screen and its writes", async ({ page, browserErrors }) => {
  browserErrors.allow(httpStatusError(403), "the refusal is served with status 403");
  await page.context().addCookies((await signInOverHttp(server.url, ACCOUNTS.staff)).cookies);
  const response = await page.goto(`${server.url}/admin/hero`);
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Access Denied");
  await expect(page.getByText("Only managers can change the home page's slides.")).toBeVisible();
  const post = await page.request.post(`${server.url}/admin/hero`, {
    form: { intent: "delete-slide", id: "1" },
    headers: { Origin: server.url },
  });
  expect(post.status()).toBe(403);
});

for (const theme of ["light", "dark"] as const)
  test(`axe on Home Page Slides with its add form (${theme}) @phone`, async ({ page }) => {
    if ((await db.selectFrom("hero_slides").select("id").execute()).length === 0)
      await db
        .insertInto("hero_slides")
        .values({
          position: 1,
          image_url: "/images/hero/hero-1-1600.webp",
          alt: "An aisle of arcade cabinets",
          heading: "Free play, all day",
          updated_at: new Date().toISOString(),
        })
        .execute();
    await useStoredTheme(page, theme);
    await page.context().addCookies((await signInOverHttp(server.url, ACCOUNTS.manager)).cookies);
    await page.goto(`${server.url}/admin/hero`);
    await waitForHydration(page);
    await expectNoA11yViolations(page, `/admin/hero (${theme})`);
    await page.getByRole("button", { name: "Add slide" }).click();
    await expect(page.getByTestId("hero-slide-form")).toBeVisible();
    await expectNoA11yViolations(page, `/admin/hero's add form (${theme})`);
  });
