import { expect, test, waitForHydration } from "./fixtures";

const SUCCESS = "Thanks for subscribing! Check your email to confirm.";

test("the footer form subscribes an address and stores it once", async ({ page, db }, testInfo) => {
  const email = `fan-${testInfo.project.name}-${Date.now()}@example.com`;
  await page.goto("/");
  await waitForHydration(page);
  const form = page.locator("#newsletter");
  const input = form.getByLabel("Get news of tournaments and events");
  await input.fill(email);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(form.getByRole("status")).toHaveText(SUCCESS);
  await expect(input).toHaveValue("");
  await expect(page).toHaveURL((url) => url.pathname === "/");

  const rows = await db
    .selectFrom("newsletter_subscribers")
    .select(["email", "confirmed"])
    .where("email", "=", email)
    .execute();
  expect(rows).toEqual([{ email, confirmed: false }]);
});

test("a malformed address shows a validation message and is not sent", async ({ page, db }) => {
  await page.goto("/");
  await waitForHydration(page);
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  const form = page.locator("#newsletter");
  const input = form.getByLabel("Get news of tournaments and events");
  await input.fill("not-an-email");
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(form.getByRole("status")).toHaveText("Please enter a valid email address");
  await expect(input).toHaveAttribute("aria-invalid", "true");
  expect(posts).toEqual([]);
  const rows = await db.selectFrom("newsletter_subscribers").select("id").where("email", "=", "not-an-email").execute();
  expect(rows).toEqual([]);

  // Typing again clears the message.
  await input.fill("someone@example.com");
  await expect(form.getByRole("status")).toHaveText("");
});
