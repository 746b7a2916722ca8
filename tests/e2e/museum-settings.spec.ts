import fs from "node:fs";
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
  waitForHydration,
  waitForRouterIdle,
} from "./fixtures";
import { startOwnServer, type OwnServer } from "./own-server";

/**
 * Museum Settings (/admin/settings): a manager's save on a server of its own (every page of the run's shared
 * server shows the demo's settings, which other tests read), then what a visitor sees on the next page.
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

/**
 * The mail to `to` as the server wrote it to its outbox folder (no SMTP here), once written, with
 * quoted-printable's soft line breaks and escapes undone.
 */
async function sentMail(dataDir: string, to: string) {
  const dir = path.join(dataDir, "outbox");
  let found: string | undefined;
  await expect
    .poll(() => {
      const files = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
      found = files
        .map((name) => fs.readFileSync(path.join(dir, name), "utf8"))
        .find((text) => text.includes(`To: ${to}`));
      return Boolean(found);
    })
    .toBe(true);
  return found!
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** A wide photo in a colour of its own, drawn here: a PNG the upload pipeline compresses and stores. */
const widePng = (background: { r: number; g: number; b: number }) =>
  sharp({ create: { width: 1600, height: 900, channels: 3, background } })
    .png()
    .toBuffer();

/** A square logo, drawn here: a PNG the upload pipeline compresses and stores. */
const logoPng = () =>
  sharp({ create: { width: 256, height: 256, channels: 4, background: { r: 231, g: 99, b: 205, alpha: 1 } } })
    .png()
    .toBuffer();

test("a manager changes the name, phone, a price, the offer line, the logo, two hero photos and About's story; a visitor sees each on the next page and in a mail", async ({
  page,
  browser,
}) => {
  const visitor = await browser.newContext();
  const tab = await visitor.newPage();
  try {
    // The visitor's pages are kept before the change: the save must drop them.
    for (const address of ["/", "/about", "/museum-info", "/board"]) await tab.goto(`${server.url}${address}`);

    await page.context().addCookies((await signInOverHttp(server.url, ACCOUNTS.manager)).cookies);
    await page.goto(`${server.url}/admin`);
    await page.getByRole("link", { name: /^Museum Settings Name/ }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Museum Settings");
    await waitForHydration(page);
    await expectNoA11yViolations(page, "/admin/settings");

    const form = page.getByTestId("museum-settings");
    await form.getByLabel("Name", { exact: true }).fill("Flipside Museum");
    await form.getByLabel("Phone").fill("(561) 555-0123");
    await form.getByRole("textbox", { name: "Price ($) (Adults)" }).fill("18");
    await form.getByLabel("Footer offer line").fill("Two for one on Sundays!");
    await form.getByLabel("Logo").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: await logoPng() });
    await expect(form.getByText("Logo uploaded. Save the settings to use it.")).toBeVisible();
    await expect(form.getByTestId("logo-preview")).toHaveAttribute("src", /^\/uploads\/[0-9a-f]{32}-400\.webp$/);
    await form.getByRole("button", { name: "Save settings" }).click();
    await expect(form.getByText("Museum settings saved. Every page shows them now.")).toBeVisible();
    await waitForRouterIdle(page);

    await page.goto(`${server.url}/admin/texts`);
    await waitForHydration(page);
    const story = page.getByRole("region", { name: "Our Story" });
    await story
      .getByLabel("Text")
      .fill("{name} keeps:\n\n- Pinball from every decade\n- Arcade [cabinets](/collection)");
    await story.getByRole("button", { name: "Save" }).click();
    await expect(story.getByRole("status")).toHaveText("Saved: About, under Our Story shows the new text.");

    await page.goto(`${server.url}/admin/hero`);
    await waitForHydration(page);
    for (const [alt, heading, colour] of [
      ["Our pinball row under neon", "Pinball row", { r: 20, g: 160, b: 200 }],
      ["Kids at the arcade cabinets", "Arcade aisle", { r: 200, g: 40, b: 160 }],
    ] as const) {
      await page.getByRole("button", { name: "Add slide" }).click();
      const slide = page.getByTestId("hero-slide-form");
      await slide
        .getByLabel("Photo", { exact: true })
        .setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: await widePng(colour) });
      await expect(slide.getByText("Photo uploaded. Save the slide to use it.")).toBeVisible();
      await slide.getByLabel("Alt text").fill(alt);
      await slide.getByLabel("Heading").fill(heading);
      await slide.getByRole("button", { name: "Save slide" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Added the slide" })).toHaveText(
        `Added the slide “${heading}”.`,
      );
    }

    await tab.goto(`${server.url}/`);
    const photos = tab.getByTestId("hero").locator("img");
    await expect(photos).toHaveCount(2);
    await expect(photos.first()).toHaveAttribute("alt", "Our pinball row under neon");
    await expect(photos.nth(1)).toHaveAttribute("alt", "Kids at the arcade cabinets");
    await expect(photos.first()).toHaveAttribute("srcset", /^\/uploads\/[0-9a-f]{32}-400\.webp 400w/);
    const banner = tab.getByRole("banner");
    await expect(banner.getByRole("link", { name: "Flipside Museum Arcade & Pinball, home" })).toBeVisible();
    await expect(banner.getByTestId("site-logo")).toHaveAttribute("src", /^\/uploads\/[0-9a-f]{32}-400\.webp$/);
    await expect(tab.locator('link[rel="icon"]')).toHaveAttribute("href", /^\/uploads\/[0-9a-f]{32}-400\.webp$/);
    await expect(tab).toHaveTitle(/^Flipside Museum \| /);
    await expect(tab.getByRole("region", { name: "Admission" })).toContainText("$18");
    const footer = tab.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "(561) 555-0123" })).toHaveAttribute("href", "tel:+15615550123");
    await expect(footer.getByTestId("footer-offer")).toHaveText("Two for one on Sundays!");
    await expect(footer).not.toContainText("Late Night Date Night after 8pm Fri-Sat!");

    await tab.goto(`${server.url}/about`);
    const about = tab.getByRole("region", { name: "Our Story" }).getByTestId("page-text");
    await expect(about).toContainText("Flipside Museum keeps:");
    await expect(about.getByRole("listitem")).toHaveText(["Pinball from every decade", "Arcade cabinets"]);
    await expect(about.getByRole("link", { name: "cabinets" })).toHaveAttribute("href", "/collection");

    await tab.goto(`${server.url}/museum-info`);
    await expect(tab.getByRole("region", { name: "Hours & Admission" })).toContainText("$18");
    await expect(tab.getByRole("region", { name: "Basic Information" })).toContainText("Flipside Museum");
    const blocks = (await tab.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as Record<string, unknown>,
    );
    expect(blocks.find((block) => Array.isArray(block["@type"]))).toMatchObject({
      alternateName: "Flipside Museum",
      telephone: "(561) 555-0123",
      priceRange: "$10-$18",
    });

    await tab.goto(`${server.url}/board`);
    await expect(tab).toHaveTitle("Flipside Museum: Live Floor");
    await expect(tab.getByText("Flipside Museum", { exact: true })).toBeVisible();

    // A mail the visitor asks for: the newsletter's confirmation, framed with the new name and logo.
    await tab.goto(`${server.url}/`);
    await waitForHydration(tab);
    const fan = "fan@example.com";
    const signUp = tab.locator("#newsletter");
    await signUp.getByLabel("Get news of tournaments and events").fill(fan);
    await signUp.getByRole("button", { name: "Subscribe" }).click();
    await expect(signUp.getByRole("status")).toHaveText("Thanks for subscribing! Check your email to confirm.");
    const mail = await sentMail(server.dataDir, fan);
    expect(mail).toContain("Subject: Confirm your Flipside Museum newsletter sign-up");
    expect(mail).toMatch(new RegExp(`<img[^>]+src="${server.url}/uploads/[0-9a-f]{32}-400\\.webp"`));
  } finally {
    await visitor.close();
  }
});

test("a staff member is refused the screen and its save", async ({ page, browserErrors }) => {
  browserErrors.allow(httpStatusError(403), "the refusal is served with status 403");
  await page.context().addCookies((await signInOverHttp(server.url, ACCOUNTS.staff)).cookies);
  const response = await page.goto(`${server.url}/admin/settings`);
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Access Denied");
  await expect(page.getByText("Only managers can change the museum settings.")).toBeVisible();
  const post = await page.request.post(`${server.url}/admin/settings`, {
    form: { name: "Taken Over" },
    headers: { Origin: server.url },
  });
  expect(post.status()).toBe(403);
});

test("axe on a phone: a refused save keeps what was typed and says why beside the field @phone-only", async ({
  page,
}) => {
  await page.context().addCookies((await signInOverHttp(server.url, ACCOUNTS.manager)).cookies);
  await page.goto(`${server.url}/admin/settings`);
  await waitForHydration(page);
  await expectNoA11yViolations(page, "/admin/settings on a phone");
  const form = page.getByTestId("museum-settings");
  const email = form.getByLabel("Public e-mail");
  await email.fill("hello at museum");
  await form.getByRole("button", { name: "Save settings" }).click();
  await expect(form.getByText("Enter an e-mail address such as hello@example.org")).toBeVisible();
  await expect(email).toHaveValue("hello at museum");
  await expect(email).toBeFocused();
  await expectNoA11yViolations(page, "/admin/settings with a message");
});
