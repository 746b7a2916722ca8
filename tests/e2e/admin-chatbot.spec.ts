import path from "node:path";
import type { Page } from "@playwright/test";
import { createUser, findUserByEmail } from "../../app/models/account/user.server";
import { createBoardLink } from "../../app/models/board/board-link.server";
import { CHATBOT_WIDGET_SRC } from "../../app/utils/chatbot-widget";
import { createDb, type DB } from "../../app/utils/db.server";
import { newGame } from "../integration/factories";
import { startFakeElevenLabs, type FakeProvider } from "../fake-elevenlabs";
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
 * Admin Chatbot and the widget on a server of their own, whose chatbot provider is a fake one
 * started here (tests never reach the real service). The server logs at debug level, so "the key is in
 * no log line" is checked against everything it wrote.
 */

let fake: FakeProvider;
let server: OwnServer;
let db: DB;

test.beforeAll(async () => {
  fake = await startFakeElevenLabs();
  fake.addAgent("agent_museum");
  server = await startOwnServer({ env: { ELEVENLABS_API_BASE: fake.url, LOG_LEVEL: "debug" } });
  db = createDb({ kind: "sqlite", file: path.join(server.dataDir, "museum.db") });
  await createUser(db, ACCOUNTS.manager);
  await createUser(db, ACCOUNTS.staff);
  await db
    .insertInto("games")
    .values([newGame({ name: "Medieval Madness", type: "Pinball" }), newGame({ name: "Galaga", status: "In Repair" })])
    .execute();
});

test.afterAll(async () => {
  await db?.destroy();
  await server?.stop();
  await fake?.stop();
});

/** A page as a visitor fetches it (no cookies): its HTML and its Content-Security-Policy. */
const visitorGet = async (path: string) => {
  const response = await fetch(`${server.url}${path}`);
  return { html: await response.text(), csp: response.headers.get("content-security-policy") ?? "" };
};
const signInAs = async (page: Page, role: "manager" | "staff") =>
  page.context().addCookies((await signInOverHttp(server.url, ACCOUNTS[role])).cookies);
const knowledge = (page: Page) => page.getByRole("tabpanel", { name: "Knowledge Base" });

async function openChatbot(page: Page) {
  await page.goto(`${server.url}/admin/chatbot`);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Chatbot");
}

async function saveSettings(page: Page, enabled: boolean, agentId: string) {
  await openChatbot(page);
  const form = page.getByTestId("chatbot-settings");
  await form.getByRole("switch", { name: /Enabled/ }).setChecked(enabled, { force: true });
  await form.getByLabel("Agent ID").fill(agentId);
  await form.getByRole("button", { name: "Save Settings" }).click();
  await expect(form.getByRole("status")).toHaveText("Chatbot settings saved successfully!");
}

test("only a manager opens it: a visitor signs in first, a staff member gets Access Denied, and the server refuses a staff POST", async ({
  page,
  browserErrors,
}) => {
  browserErrors.allow(httpStatusError(403), "the refusal is served with status 403");
  const visitor = await page.request.get(`${server.url}/admin/chatbot`, { maxRedirects: 0 });
  expect(visitor.headers()["location"]).toBe("/login?redirectTo=%2Fadmin%2Fchatbot");
  await signInAs(page, "staff");
  const response = await page.goto(`${server.url}/admin/chatbot`);
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Access Denied");
  await expect(page.getByText("Only managers can set up the chatbot.", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Admin Dashboard" })).toBeVisible();
  const post = await page.request.post(`${server.url}/admin/chatbot`, {
    form: { intent: "list-knowledge", apiKey: fake.key },
    headers: { Origin: server.url },
    maxRedirects: 0,
  });
  expect(post.status()).toBe(403);
  expect(await post.text()).toContain("Only managers can set up the chatbot.");
  expect(fake.requests).toEqual([]);
});

test("settings: the switch and the agent id are saved, the message hides after 3 seconds, and a bad id is refused", async ({
  page,
}) => {
  await useStoredTheme(page, "dark");
  await signInAs(page, "manager");
  await openChatbot(page);
  await expect(page.getByRole("tab", { name: "Settings" })).toHaveAttribute("aria-selected", "true");
  await expectNoA11yViolations(page, "/admin/chatbot settings (dark)");
  const form = page.getByTestId("chatbot-settings");
  await expect(form.getByRole("switch", { name: /Enabled/ })).toBeChecked();
  await form.getByLabel("Agent ID").fill("agent museum!");
  await form.getByRole("button", { name: "Save Settings" }).click();
  await expect(form.getByText("An agent ID has only letters, digits, - and _")).toBeVisible();

  await form.getByLabel("Agent ID").fill("agent_museum");
  await form.getByRole("button", { name: "Save Settings" }).click();
  await expect(form.getByRole("status")).toHaveText("Chatbot settings saved successfully!");
  await expect(form.getByRole("status")).toHaveText("", { timeout: 5000 });
  expect(await db.selectFrom("chatbot_settings").select(["enabled", "agent_id"]).execute()).toEqual([
    { enabled: true, agent_id: "agent_museum" },
  ]);
  await page.reload();
  await expect(page.getByTestId("chatbot-settings").getByLabel("Agent ID")).toHaveValue("agent_museum");
});

test("knowledge base: the key is required, then list, add, delete after confirming, publish museum facts, a wrong key and a provider that is down; the key is in no HTML, data, row or log line", async ({
  page,
  browserErrors,
}) => {
  test.slow();
  browserErrors.allow(httpStatusError(400), "a wrong key is the provider's refusal, answered as 400");
  browserErrors.allow(httpStatusError(502), "a provider that is down is answered as 502");
  const answers: string[] = [];
  page.on("response", async (response) => {
    if (new URL(response.url()).pathname.startsWith("/admin/chatbot"))
      answers.push(await response.text().catch(() => ""));
  });
  await signInAs(page, "manager");
  await saveSettings(page, true, "agent_museum");
  await page.getByRole("tab", { name: "Knowledge Base" }).click();
  const panel = knowledge(page);
  await panel.getByRole("button", { name: "Load Knowledge Base" }).click();
  await expect(panel.getByText("Enter your ElevenLabs API key")).toBeVisible();
  await expect(panel.getByLabel("ElevenLabs API key")).toBeFocused();
  await panel.getByLabel("ElevenLabs API key").fill(fake.key);
  await panel.getByRole("button", { name: "Load Knowledge Base" }).click();
  await expect(panel.getByText("The knowledge base is empty.")).toBeVisible();

  const form = panel.getByTestId("knowledge-form");
  await form.getByRole("button", { name: "Add Item" }).click();
  await expect(form.getByText("Title is required")).toBeVisible();
  await form.getByLabel("Title").fill("Parking");
  await form.getByLabel("Text").fill("Free parking behind the building on Orange Avenue.");
  await form.getByRole("button", { name: "Add Item" }).click();
  await expect(panel.getByRole("status")).toHaveText("Knowledge item added successfully!");
  await expect(panel.getByTestId("knowledge-item")).toHaveCount(1);
  await expect(form.getByLabel("Title")).toHaveValue("");
  expect([...fake.docs.values()].map((d) => d.name)).toEqual(["Parking"]);
  await expectNoA11yViolations(page, "/admin/chatbot knowledge base");

  await panel.getByRole("button", { name: "Publish museum facts" }).click();
  await expect(panel.getByRole("status")).toContainText("Museum facts published");
  await expect(panel.getByRole("status")).toContainText("The agent now uses it.");
  const facts = [...fake.docs.values()].find((d) => d.name === "Museum facts (published from the website)");
  expect(facts?.text).toContain("- Medieval Madness (Pinball): on the museum floor, playable right now.");
  expect(facts?.text).toContain("- Galaga (Arcade): on the museum floor, not playable right now (in repair).");
  expect(fake.agents.get("agent_museum")?.prompt.knowledge_base.map((k) => k.id)).toEqual([facts?.id]);
  await expect(panel.getByTestId("knowledge-item")).toHaveCount(2);

  const parking = panel.getByTestId("knowledge-item").filter({ hasText: "Parking" });
  await parking.getByRole("button", { name: "Delete Parking" }).click();
  await expect(page.getByRole("alertdialog")).toContainText("Are you sure you want to delete this knowledge item?");
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete Item" }).click();
  await expect(panel.getByTestId("knowledge-item")).toHaveText([/Museum facts \(published from the website\)/]);
  expect([...fake.docs.values()].map((d) => d.name)).toEqual(["Museum facts (published from the website)"]);

  await panel.getByLabel("ElevenLabs API key").fill("sk_wrong_key");
  await panel.getByRole("button", { name: "Reload" }).click();
  await expect(panel.getByRole("alert")).toHaveText("Invalid API key");

  await panel.getByLabel("ElevenLabs API key").fill(fake.key);
  await fake.down();
  await panel.getByRole("button", { name: "Reload" }).click();
  await expect(panel.getByRole("alert")).toHaveText("Failed to fetch knowledge item");

  await page.reload();
  answers.push(await page.content());
  expect(answers.length).toBeGreaterThan(5);
  for (const answer of answers) expect(answer).not.toContain(fake.key);
  expect(server.output()).not.toContain(fake.key);
  expect(server.output()).toContain("knowledge base provider");
  for (const table of await db.introspection.getTables()) {
    expect(
      JSON.stringify(
        await db
          .selectFrom(table.name as never)
          .selectAll()
          .execute(),
      ),
      table.name,
    ).not.toContain(fake.key);
  }
});

// The two flows above run on the desktop; the phone checks the screens they pass through.
test("axe on a phone: the settings, dark @phone-only", async ({ page }) => {
  await useStoredTheme(page, "dark");
  await signInAs(page, "manager");
  await openChatbot(page);
  await expect(page.getByRole("tab", { name: "Settings" })).toHaveAttribute("aria-selected", "true");
  await expectNoA11yViolations(page, "/admin/chatbot settings (dark)");
});

test("axe on a phone: the knowledge base with an item @phone-only", async ({ page }) => {
  fake.docs.clear(); // a retry starts from an empty knowledge base too
  await signInAs(page, "manager");
  await openChatbot(page);
  await page.getByRole("tab", { name: "Knowledge Base" }).click();
  const panel = knowledge(page);
  await panel.getByLabel("ElevenLabs API key").fill(fake.key);
  await panel.getByRole("button", { name: "Load Knowledge Base" }).click();
  await expect(panel.getByText("The knowledge base is empty.")).toBeVisible();
  const form = panel.getByTestId("knowledge-form");
  await form.getByLabel("Title").fill("Parking");
  await form.getByLabel("Text").fill("Free parking behind the building on Orange Avenue.");
  await form.getByRole("button", { name: "Add Item" }).click();
  await expect(panel.getByTestId("knowledge-item")).toHaveCount(1);
  await expectNoA11yViolations(page, "/admin/chatbot knowledge base");
});

test("the widget is on the public pages only while enabled with an agent id, its script from our origin after the page is idle; the CSP names the provider only then", async ({
  page,
}) => {
  const home = () => visitorGet("/");
  await signInAs(page, "manager");
  await saveSettings(page, true, "agent_museum");
  await page.context().clearCookies();

  const file = await page.request.get(`${server.url}${CHATBOT_WIDGET_SRC}`);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toMatch(/javascript/);
  expect(file.headers()["cache-control"]).toContain("immutable");
  expect(await file.text()).toContain("elevenlabs-convai");

  const on = await home();
  expect(on.html).toContain('<elevenlabs-convai agent-id="agent_museum">');
  expect(on.html, "the script is not in the page: it comes after idle").not.toContain(CHATBOT_WIDGET_SRC);
  expect(on.csp).toMatch(/connect-src 'self' https:\/\/api\.elevenlabs\.io wss:\/\/api\.elevenlabs\.io/);

  // The real script would call the real provider: a stand-in records when it ran.
  await page.route(`**${CHATBOT_WIDGET_SRC}`, (route) =>
    route.fulfill({ contentType: "text/javascript", body: "window.__widgetRanAt = performance.now();" }),
  );
  await page.goto(`${server.url}/`);
  await expect(page.locator("elevenlabs-convai")).toHaveAttribute("agent-id", "agent_museum");
  await expect
    .poll(() => page.evaluate(() => (window as { __widgetRanAt?: number }).__widgetRanAt ?? null))
    .not.toBeNull();
  const [ranAt, ready] = await page.evaluate(() => [
    (window as { __widgetRanAt?: number }).__widgetRanAt ?? 0,
    (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).domContentLoadedEventEnd,
  ]);
  expect(ranAt).toBeGreaterThan(ready);
  await expect(page.locator(`script[src="${CHATBOT_WIDGET_SRC}"]`)).toHaveCount(1);

  // Off, or on without an agent: no trace of it.
  await signInAs(page, "manager");
  for (const [enabled, agentId] of [
    [false, "agent_museum"],
    [true, ""],
  ] as const) {
    await saveSettings(page, enabled, agentId);
    const off = await home();
    expect(off.html).not.toContain("elevenlabs");
    expect(off.csp).not.toContain("elevenlabs");
  }
});

test("the widget stays off signing in, new passwords, the newsletter's token links, the TV boards and every page of a signed-in staff member, and so does its CSP", async ({
  page,
  browser,
}) => {
  await signInAs(page, "manager");
  await saveSettings(page, true, "agent_museum");
  // A TV's board link carries its key in the address.
  const manager = await findUserByEmail(db, ACCOUNTS.manager.email);
  const boardKey = await createBoardLink(db, "Workshop TV", { id: manager!.id, ip: null });
  const hasWidget = ({ html, csp }: { html: string; csp: string }) => [
    html.includes("<elevenlabs-convai"),
    csp.includes("elevenlabs"),
  ];
  expect(hasWidget(await visitorGet("/")), "a visitor's home page").toEqual([true, true]);
  for (const path of [
    "/login",
    "/LOGIN",
    "/reset-password",
    "/reset-password?token=abc",
    "/newsletter/confirm?token=abc",
    "/newsletter/unsubscribe?token=abc",
    "/board",
    `/board/workshop?key=${boardKey.token}`,
  ]) {
    const visitor = await visitorGet(path);
    expect(hasWidget(visitor), `a visitor's ${path}`).toEqual([false, false]);
    expect(visitor.html, path).not.toContain(CHATBOT_WIDGET_SRC);
  }
  for (const role of ["staff", "manager"] as const) {
    await signInAs(page, role);
    for (const path of ["/", "/collection", "/about", "/admin", "/repairs", "/admin/chatbot", "/account/password"]) {
      const response = await page.request.get(`${server.url}${path}`);
      expect(
        hasWidget({ html: await response.text(), csp: response.headers()["content-security-policy"] ?? "" }),
        `${role}'s ${path}`,
      ).toEqual([false, false]);
    }
  }

  // A visitor whose page has run the widget's script and who follows Employee Login gets a fresh page without it.
  const visitor = await browser.newContext();
  try {
    const tab = await visitor.newPage();
    await tab.route(`**${CHATBOT_WIDGET_SRC}`, (route) =>
      route.fulfill({ contentType: "text/javascript", body: "window.__widgetRan = true;" }),
    );
    await tab.goto(`${server.url}/`);
    await waitForHydration(tab);
    await expect.poll(() => tab.evaluate(() => (window as { __widgetRan?: boolean }).__widgetRan ?? false)).toBe(true);
    await tab.getByRole("link", { name: "Employee Login" }).click();
    await expect(tab.getByRole("heading", { level: 1, name: "Employee Login" })).toBeVisible();
    await waitForHydration(tab);
    expect(
      await tab.evaluate(() => (window as { __widgetRan?: boolean }).__widgetRan ?? false),
      "the script's page was left behind",
    ).toBe(false);
    await expect(tab.locator("elevenlabs-convai")).toHaveCount(0);
    await expect(tab.locator(`script[src="${CHATBOT_WIDGET_SRC}"]`)).toHaveCount(0);
  } finally {
    await visitor.close();
  }
  await saveSettings(page, false, "agent_museum");
});
