import { createRequire } from "node:module";
import { expect, it } from "vitest";
import { CHATBOT_WIDGET_SRC, CHATBOT_WIDGET_VERSION } from "./chatbot-widget";

it("names the widget's file after the installed package's version, so an upgrade is never served from an old cache", () => {
  const pkg = createRequire(import.meta.url)("@elevenlabs/convai-widget-embed/package.json") as { version: string };
  expect(CHATBOT_WIDGET_VERSION).toBe(pkg.version);
  expect(CHATBOT_WIDGET_SRC).toBe(`/vendor/elevenlabs-convai-widget-${pkg.version}.js`);
});
