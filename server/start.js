// Entry point for `npm start` and `npm run dev`: loads .env, builds when the build is missing or stale, serves.
import "dotenv/config";
import fs from "node:fs";
import path from "node:path";
import { buildQuietly } from "./quiet-build.js";

const dev = process.argv.includes("--dev");
process.env.NODE_ENV ??= dev ? "development" : "production";

const BUILD_DIR = path.resolve(process.env.BUILD_DIR || "build");
const BUILD = path.join(BUILD_DIR, "server/index.js");

function newestMtime(dir) {
  let newest = 0;
  if (!fs.existsSync(dir)) return newest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

function buildIsStale() {
  if (!fs.existsSync(BUILD)) return true;
  const built = fs.statSync(BUILD).mtimeMs;
  const sources = ["app", "demo", "server", "migrations", "public"].map((d) => newestMtime(path.resolve(d)));
  // The build's own scripts count as sources: the staff app's worker is made by scripts/build-sw.ts.
  const configs = ["vite.config.ts", "react-router.config.ts", "package.json", "scripts/build-sw.ts"].map((f) =>
    fs.existsSync(f) ? fs.statSync(f).mtimeMs : 0,
  );
  return Math.max(...sources, ...configs) > built;
}

async function main() {
  let app;
  let mod;
  if (dev) {
    const vite = await import("vite");
    const viteDevServer = await vite.createServer({ server: { middlewareMode: true } });
    mod = await viteDevServer.ssrLoadModule("./server/app.ts");
    await mod.boot();
    app = mod.createApp({
      dev: {
        middlewares: viteDevServer.middlewares,
        loadBuild: () => viteDevServer.ssrLoadModule("virtual:react-router/server-build"),
      },
    });
  } else {
    if (buildIsStale()) {
      const status = buildQuietly(process.execPath, [path.resolve("node_modules/@react-router/dev/bin.js"), "build"]);
      if (status !== 0) process.exit(status);
      // The staff app's service worker, as `npm run build` makes it after the site; silent unless it fails.
      const worker = buildQuietly(
        process.execPath,
        [path.resolve("node_modules/tsx/dist/cli.mjs"), path.resolve("scripts/build-sw.ts")],
        { print: () => {} },
      );
      if (worker !== 0) process.exit(worker);
    }
    mod = await import(BUILD);
    await mod.boot();
    app = mod.createApp({ clientDir: path.join(BUILD_DIR, "client") });
  }
  const port = Number(process.env.PORT || 3000);
  const host = process.env.HOST || "0.0.0.0";
  // On SIGTERM or SIGINT the server drains its requests, stops its workers and closes the database (server/serve.ts).
  mod.serve(app, {
    port,
    host,
    // The first manager's one-time password comes last, after the start-up's own lines, where a person sees it.
    onListening: () => {
      console.log(`Replay Museum is serving on http://localhost:${port}`);
      mod.printFirstStartNotice();
    },
  });
}

main().catch((error) => {
  console.error(String(error?.message).startsWith("Invalid configuration") ? error.message : error);
  process.exit(1);
});
