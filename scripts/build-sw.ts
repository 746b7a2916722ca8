/**
 * Builds the staff app's service worker after `react-router build` (docs/design.md#the-staff-app-offline):
 * app/sw/sw.ts bundled with esbuild to <build>/client/sw.js, the offline page and the app's icons written beside
 * it, and the precache list injected by @serwist/build: every script and stylesheet of the client build (no
 * pictures), so a screen tapped offline has its code and ends on its kept copy or the offline page. Prints the
 * sizes it made.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { injectManifest } from "@serwist/build";
import { build } from "esbuild";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { OfflinePage } from "~/components/offline/OfflinePage";
import { OFFLINE_PAGE, WORKER_URL } from "~/sw/kept-screens";
import { writeAppIcons } from "./app-icons";

const clientDir = path.resolve(process.env.BUILD_DIR || "build", "client");
const assetsDir = path.join(clientDir, "assets");

/** The one file in assets/ whose name matches: the build names each by its content. */
function builtFile(pattern: RegExp) {
  const found = fs.readdirSync(assetsDir).filter((name) => pattern.test(name));
  if (found.length !== 1) throw new Error(`Expected one ${pattern} in ${assetsDir}, found ${found.length}.`);
  return `/assets/${found[0]}`;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  const stylesheet = builtFile(/^app-[\w-]+\.css$/);
  const offlineHtml = `<!doctype html>${renderToStaticMarkup(createElement(OfflinePage, { stylesheet }))}`;
  fs.writeFileSync(path.join(clientDir, OFFLINE_PAGE.slice(1)), offlineHtml);
  await writeAppIcons(clientDir);

  const bundled = path.join(clientDir, "sw.bundle.js");
  const workerFile = path.join(clientDir, WORKER_URL.slice(1));
  await build({
    entryPoints: [path.resolve("app/sw/sw.ts")],
    bundle: true,
    minify: true,
    format: "iife",
    target: "es2020",
    outfile: bundled,
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "warning",
  });
  try {
    const precache = ["assets/**/*.{js,css}", OFFLINE_PAGE.slice(1), "favicon.svg"];
    const { count, size, warnings } = await injectManifest({
      swSrc: bundled,
      swDest: workerFile,
      globDirectory: clientDir,
      globPatterns: precache,
      // Their names change with their content: no revision needed.
      dontCacheBustURLsMatching: /^assets\//,
    });
    if (warnings.length) throw new Error(warnings.join("\n"));
    const worker = fs.readFileSync(workerFile);
    console.log(
      `Service worker: ${kb(worker.length)} (${kb(zlib.gzipSync(worker).length)} gzipped); precache: ${count} files, ${kb(size)}.`,
    );
  } finally {
    fs.rmSync(bundled, { force: true });
  }
}

await main();
