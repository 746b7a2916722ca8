import type { Page, TestInfo } from "@playwright/test";
import { expect, expectNoA11yViolations, httpStatusError, test, useStoredTheme, waitForHydration } from "./fixtures";

const MAP_LINK = "https://www.google.com/maps/search/?api=1&query=412+Orange+Avenue+Fort+Pierce+FL+34950";
const socialLink = (site: string) => `https://www.${site.toLowerCase()}.com/replaymuseum`;
const SUCCESS = "Message sent successfully! We will get back to you soon.";
const FAILURE = "Failed to send message. Please try again.";

/** A message text only this test (and project) uses, to find its row. */
const uniqueMessage = (testInfo: TestInfo, label: string) =>
  `${label} from the ${testInfo.project.name} browser test, ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

const contactForm = (page: Page) => page.getByTestId("contact-form");

async function fill(page: Page, values: { name: string; email: string; message: string }) {
  const form = contactForm(page);
  await form.getByLabel("Name").fill(values.name);
  await form.getByLabel("Email").fill(values.email);
  await form.getByRole("textbox", { name: /message|about your machine/i }).fill(values.message);
}

test.beforeEach(async ({ db }) => {
  // The per-IP throttle counts every submission from 127.0.0.1; start each test with a clean slate.
  await db.deleteFrom("throttle").where("key", "like", "form:contact:%").execute();
});

test("About shows the week's hours, address, directions, admission and links, with no third-party requests", async ({
  page,
  baseURL,
}) => {
  const foreign: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith(baseURL ?? "") && !request.url().startsWith("data:")) foreign.push(request.url());
  });
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Replay Museum");

  // Demo hours are the spec's: Sun, Wed, Thu 11:00-19:00; Fri, Sat 11:00-23:00; closed Mon, Tue.
  const hours = page.getByTestId("about-hours");
  const row = (day: string) =>
    hours
      .locator("div")
      .filter({ has: page.locator("dt", { hasText: day }) })
      .locator("dd");
  await expect(hours.locator("dt")).toHaveText([
    /^Sunday/,
    /^Monday/,
    /^Tuesday/,
    /^Wednesday/,
    /^Thursday/,
    /^Friday/,
    /^Saturday/,
  ]);
  await expect(row("Sunday")).toHaveText("11am - 7pm");
  await expect(row("Monday")).toHaveText("Closed");
  await expect(row("Tuesday")).toHaveText("Closed");
  await expect(row("Friday")).toHaveText("11am - 11pm");
  await expect(hours.getByText("Today")).toHaveCount(1);

  await expect(page.getByTestId("about-address")).toContainText("412 Orange Avenue");
  await expect(page.getByRole("link", { name: /Get Directions/ })).toHaveAttribute("href", MAP_LINK);
  const admission = page.getByTestId("about-admission");
  await expect(admission.locator("dd")).toHaveText(["$16", "$10", "Free"]);
  await expect(page.getByText("2 entries for $26 after 8pm Fri-Sat")).toBeVisible();
  for (const site of ["Facebook", "Instagram"])
    await expect(page.getByRole("link", { name: site })).toHaveAttribute("href", socialLink(site));
  await expect(page.getByText("established in 2015")).toBeVisible();
  await expect(page.getByText("over 100 arcade and pinball machines")).toBeVisible();
  await expect(page.getByText("24-48 hours, and safety-critical issues immediately")).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(foreign).toEqual([]);
});

test("the footer's Contact Us lands on the About form @phone", async ({ page }) => {
  await page.goto("/shop");
  await page.getByRole("contentinfo").getByRole("link", { name: "Contact Us" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/about" && url.hash === "#contact");
  await expect(page.getByRole("heading", { name: "Contact Us", level: 2 })).toBeInViewport();
});

test.describe("About: contact form", () => {
  test("sends a message, shows the spec's success text, clears the form and stores the message", async ({
    page,
    db,
  }, testInfo) => {
    const message = uniqueMessage(testInfo, "Party question");
    await page.goto("/about#contact");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: "Contact Us", level: 2 })).toBeVisible();
    await fill(page, { name: "Jo Player", email: "jo@example.com", message });
    const submit = contactForm(page).getByRole("button", { name: "Send Message" });
    await submit.click();

    await expect(contactForm(page).getByRole("status")).toHaveText(SUCCESS);
    await expect(contactForm(page).getByLabel("Name")).toHaveValue("");
    await expect(contactForm(page).getByLabel("Email")).toHaveValue("");
    await expect(page).toHaveURL((url) => url.pathname === "/about");

    const rows = await db
      .selectFrom("contact_messages")
      .select(["name", "email", "subject", "source_page"])
      .where("message", "=", message)
      .execute();
    expect(rows).toEqual([
      { name: "Jo Player", email: "jo@example.com", subject: "Contact Form Submission", source_page: "/about" },
    ]);
  });

  test("shows each validation message next to its field without sending anything", async ({ page, db }) => {
    await page.goto("/about");
    await waitForHydration(page);
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    const form = contactForm(page);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByTestId("contact-name-error")).toHaveText("Please enter your name");
    await expect(form.getByTestId("contact-email-error")).toHaveText("Please enter your email address");
    await expect(form.getByTestId("contact-message-error")).toHaveText("Please enter a message");
    await expect(form.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Name")).toBeFocused();

    await form.getByLabel("Name").fill("Jo Player");
    await expect(form.getByTestId("contact-name-error")).toHaveCount(0);
    await form.getByLabel("Email").fill("jo@example");
    await form.getByLabel("Message").fill("Hello");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByTestId("contact-email-error")).toHaveText("Please enter a valid email address");
    await expect(form.getByLabel("Email")).toBeFocused();
    await expect(form.getByTestId("contact-name-error")).toHaveCount(0);
    await expect(form.getByTestId("contact-message-error")).toHaveCount(0);

    expect(posts).toEqual([]);
    expect(await db.selectFrom("contact_messages").select("id").where("email", "=", "jo@example").execute()).toEqual(
      [],
    );
  });

  test("keeps what was typed when the server refuses a field", async ({ page, db, browserErrors }, testInfo) => {
    browserErrors.allow(httpStatusError(400), "the server's validation answer is a 400");
    const message = uniqueMessage(testInfo, "Server-checked");
    await page.goto("/about");
    await waitForHydration(page);
    // Stands in for input that passes the browser's check but not the server's: the e-mail is swapped in flight.
    await page.route("**/about.data*", async (route) => {
      const body = new URLSearchParams(route.request().postData() ?? "");
      body.set("email", "not-an-email");
      await route.continue({ postData: body.toString() });
    });
    await fill(page, { name: "Jo Player", email: "jo@example.com", message });
    await contactForm(page).getByRole("button", { name: "Send Message" }).click();

    await expect(contactForm(page).getByTestId("contact-email-error")).toHaveText("Please enter a valid email address");
    await expect(contactForm(page).getByLabel("Name")).toHaveValue("Jo Player");
    await expect(contactForm(page).getByLabel("Message")).toHaveValue(message);
    await expect(contactForm(page).getByRole("status")).toHaveText("");
    expect(await db.selectFrom("contact_messages").select("id").where("message", "=", message).execute()).toEqual([]);
  });

  test("shows the spec's failure text and keeps what was typed when sending fails", async ({
    page,
    db,
    browserErrors,
  }, testInfo) => {
    browserErrors.allow(httpStatusError(502), "the test answers the post as a failing proxy would");
    const message = uniqueMessage(testInfo, "Lost");
    await page.goto("/about");
    await waitForHydration(page);
    // The post never reaches the app: a proxy in between answers 502 (the page's data reloads still work).
    await page.route("**/about.data*", (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 502, contentType: "text/html", body: "<h1>Bad Gateway</h1>" })
        : route.continue(),
    );
    await fill(page, { name: "Jo Player", email: "jo@example.com", message });
    await contactForm(page).getByRole("button", { name: "Send Message" }).click();

    await expect(contactForm(page).getByRole("alert")).toHaveText(FAILURE);
    await expect(contactForm(page).getByLabel("Name")).toHaveValue("Jo Player");
    await expect(contactForm(page).getByLabel("Email")).toHaveValue("jo@example.com");
    await expect(contactForm(page).getByLabel("Message")).toHaveValue(message);
    await expect(contactForm(page).getByRole("button", { name: "Send Message" })).toBeEnabled();
    expect(await db.selectFrom("contact_messages").select("id").where("message", "=", message).execute()).toEqual([]);
  });

  test("shows 'Sending...' and disables the button while the message is on its way", async ({ page }, testInfo) => {
    await page.goto("/about");
    await waitForHydration(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/about.data*", async (route) => {
      await held;
      await route.continue();
    });
    await fill(page, { name: "Jo Player", email: "jo@example.com", message: uniqueMessage(testInfo, "Slow network") });
    await contactForm(page).getByRole("button", { name: "Send Message" }).click();
    const pending = contactForm(page).getByRole("button", { name: "Sending..." });
    await expect(pending).toBeDisabled();
    release();
    await expect(contactForm(page).getByRole("status")).toHaveText(SUCCESS);
    await expect(contactForm(page).getByRole("button", { name: "Send Message" })).toBeEnabled();
  });
});

test("Sell/Donate: the same form sends an inquiry about a machine", async ({ page, db }, testInfo) => {
  const message = uniqueMessage(testInfo, "1982 Ms. Pac-Man cabinet, working");
  await page.goto("/sell-donate");
  await expect(page.getByRole("heading", { level: 1, name: "Sell or Donate" })).toBeVisible();
  await waitForHydration(page);
  await contactForm(page).getByRole("button", { name: "Send Message" }).click();
  await expect(contactForm(page).getByTestId("contact-name-error")).toHaveText("Please enter your name");

  await fill(page, { name: "Pat Collector", email: "pat@example.com", message });
  await contactForm(page).getByRole("button", { name: "Send Message" }).click();
  await expect(contactForm(page).getByRole("status")).toHaveText(SUCCESS);
  await expect(page).toHaveURL((url) => url.pathname === "/sell-donate");

  const rows = await db
    .selectFrom("contact_messages")
    .select(["name", "subject", "source_page"])
    .where("message", "=", message)
    .execute();
  expect(rows).toEqual([{ name: "Pat Collector", subject: "Contact Form Submission", source_page: "/sell-donate" }]);
});

test.describe("without JavaScript", () => {
  test("the About form posts, shows server messages with the typed text kept, then sends", async ({
    browser,
    db,
  }, testInfo) => {
    const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId } =
      testInfo.project.use;
    const context = await browser.newContext({
      baseURL,
      viewport,
      userAgent,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      locale,
      timezoneId,
      javaScriptEnabled: false,
    });
    try {
      const page = await context.newPage();
      const message = uniqueMessage(testInfo, "No-script visitor");
      await page.goto("/about");
      await fill(page, { name: "Jo NoScript", email: "jo@", message });
      await contactForm(page).getByRole("button", { name: "Send Message" }).click();

      await expect(contactForm(page).getByTestId("contact-email-error")).toHaveText(
        "Please enter a valid email address",
      );
      await expect(contactForm(page).getByLabel("Name")).toHaveValue("Jo NoScript");
      await expect(contactForm(page).getByLabel("Email")).toHaveValue("jo@");
      await expect(contactForm(page).getByLabel("Message")).toHaveValue(message);
      expect(await db.selectFrom("contact_messages").select("id").where("message", "=", message).execute()).toEqual([]);

      await contactForm(page).getByLabel("Email").fill("jo@example.com");
      await contactForm(page).getByRole("button", { name: "Send Message" }).click();
      await expect(contactForm(page).getByRole("status")).toHaveText(SUCCESS);
      await expect(contactForm(page).getByLabel("Name")).toHaveValue("");
      await expect(page).toHaveURL((url) => url.pathname === "/about" && url.hash === "#contact");
      const rows = await db
        .selectFrom("contact_messages")
        .select(["name", "source_page"])
        .where("message", "=", message)
        .execute();
      expect(rows).toEqual([{ name: "Jo NoScript", source_page: "/about" }]);
    } finally {
      await context.close();
    }
  });
});

for (const theme of ["light", "dark"] as const) {
  test.describe(`axe, ${theme} mode`, () => {
    test.beforeEach(async ({ page }) => {
      await useStoredTheme(page, theme);
    });

    test("About, with the form's error messages showing @phone", async ({ page }) => {
      await page.goto("/about");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Replay Museum");
      await expectNoA11yViolations(page, "/about");
      await waitForHydration(page);
      await contactForm(page).getByRole("button", { name: "Send Message" }).click();
      await expect(contactForm(page).getByTestId("contact-message-error")).toBeVisible();
      await expectNoA11yViolations(page, "/about (form errors)");
    });

    test("Sell/Donate @phone", async ({ page }) => {
      await page.goto("/sell-donate");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sell or Donate");
      await expectNoA11yViolations(page, "/sell-donate");
    });
  });
}
