import { createRequire } from "node:module";
import { expect, it } from "vitest";
import { CHATBOT_WIDGET_SRC, CHATBOT_WIDGET_VERSION, showsChatbot } from "./chatbot-widget";

it("names the widget's file after the installed package's version, so an upgrade is never served from an old cache", () => {
  const pkg = createRequire(import.meta.url)("@elevenlabs/convai-widget-embed/package.json") as { version: string };
  expect(CHATBOT_WIDGET_VERSION).toBe(pkg.version);
  expect(CHATBOT_WIDGET_SRC).toBe(`/vendor/elevenlabs-convai-widget-${pkg.version}.js`);
});

it("keeps the widget off signing in, new passwords, the newsletter's token links and staff screens, the TV boards (a board link's key is in the address), and off every page of a signed-in staff member", () => {
  for (const path of ["/", "/collection", "/game/galaga-replay", "/about", "/newsletter", "/report-issue", "/loginx"])
    expect(showsChatbot(path, false), path).toBe(true);
  for (const path of [
    "/login",
    "/LOGIN/",
    "/reset-password",
    "/newsletter/confirm",
    "/newsletter/unsubscribe",
    "/admin",
    "/admin/hours",
    "/add",
    "/edit/3",
    "/repairs/new",
    "/qr-codes",
    "/account/password",
    "/board",
    "/board/workshop",
    "/Board/Workshop/",
  ]) {
    expect(showsChatbot(path, false), path).toBe(false);
  }
  expect(showsChatbot("/", true)).toBe(false);
});
