import { chromium } from "@playwright/test";
import fs from "node:fs";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const p = await b.newPage();
await b.startTracing(p, { path: "/tmp/pw-trace.json", categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "disabled-by-default-v8.cpu_profiler", "v8.execute", "blink.user_timing", "loading"] });
await p.goto(process.argv[2], { waitUntil: "networkidle" });
await p.waitForTimeout(1000);
await b.stopTracing();
await b.close();
