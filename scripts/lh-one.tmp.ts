import fs from "node:fs";
import lighthouse from "lighthouse";
import { openChrome, warmUp } from "./bench/lighthouse";
import { startOwnServer } from "../tests/e2e/own-server";
const server = await startOwnServer({ env: { SEED_DEMO: "true", TRUST_PROXY: "loopback" } });
const chrome = await openChrome();
try {
  await warmUp(chrome, server.url);
  for (const page of process.argv.slice(2)) {
    const r = await lighthouse(new URL(page, server.url).toString(), { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"], formFactor: "mobile" });
    const name = page.replace(/[^a-z0-9]/gi, "_");
    fs.writeFileSync(`/tmp/lh/${name}.json`, JSON.stringify(r!.lhr));
    console.log(page, r!.lhr.categories.performance.score);
  }
} finally { chrome.kill(); await server.stop(); }
