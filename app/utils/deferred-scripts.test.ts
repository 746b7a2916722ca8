import { describe, expect, it } from "vitest";
import { deferScripts } from "./deferred-scripts.server";

const PAGE = [
  "<html><head><title>x</title></head><body><main>Text</main>",
  '<link rel="modulepreload" href="/assets/entry.client-1.js" nonce="abc"/>',
  '<link rel="modulepreload" href="/assets/root-2.js" nonce="abc"/>',
  '<link rel="modulepreload" href="/assets/root-2.js" nonce="abc"/>',
  '<script nonce="abc">window.__reactRouterContext = {};</script>',
  '<script nonce="abc" type="module" async>import * as route0 from "/assets/root-2.js";\nimport("/assets/entry.client-1.js");</script>',
  "</body></html>",
].join("");

describe("deferScripts", () => {
  it("keeps the route-module script inert and loads it, with the preloads, after the first paint", () => {
    const out = deferScripts(PAGE);
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out).not.toContain('type="module" async');
    expect(out).toContain('<script nonce="abc" type="text/plain" data-deferred-module>import * as route0 from "/assets/root-2.js";\nimport("/assets/entry.client-1.js");</script>');
    const loader = /<script nonce="abc">(requestAnimationFrame[\s\S]*?)<\/script>/.exec(out)?.[1];
    expect(loader).toContain('["/assets/entry.client-1.js","/assets/root-2.js"]');
    expect(loader).toContain('s.nonce="abc"');
    // What runs at once is untouched: the context script and the page itself.
    expect(out).toContain('<script nonce="abc">window.__reactRouterContext = {};</script>');
    expect(out).toContain("<main>Text</main>");
  });

  it("leaves a page it does not recognise unchanged", () => {
    const page = '<html><body><link rel="modulepreload" href="/a.js"/><script type="module">x()</script></body></html>';
    expect(deferScripts(page)).toBe(page);
  });
});
