import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

function sources(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(rel);
    return /\.tsx?$/.test(entry.name) ? [rel] : [];
  });
}

/** Where a module defining `name` lives (file paths relative to the repository). */
function definedIn(dirs: string[], name: RegExp) {
  return dirs.flatMap(sources).filter((file) => name.test(fs.readFileSync(path.join(root, file), "utf8")));
}

describe("the demo museum lives outside app/", () => {
  it("keeps the demo's seed, content and picture generator in demo/, none of it in app/", () => {
    const homes = {
      seedDemoContentIfEmpty: "demo/seed.server.ts",
      DEMO_GAMES: "demo/data.ts",
      storeMachineImage: "demo/art/store.server.ts",
      arcadeScene: "demo/art/arcade-screens.ts",
    };
    for (const [name, home] of Object.entries(homes)) {
      const definition = new RegExp(`export (?:async function|function|const) ${name}\\b`);
      expect(definedIn(["app", "demo"], definition), name).toEqual([home]);
    }
  });

  it("is imported by no module of app/, so the product builds and runs without it", () => {
    const demo = path.join(root, "demo") + path.sep;
    const intoDemo = sources("app").filter((file) =>
      [...fs.readFileSync(path.join(root, file), "utf8").matchAll(/(?:from|import\()\s*["'](\.[^"']*)["']/g)].some(
        ([, specifier]) => path.resolve(root, path.dirname(file), specifier).startsWith(demo),
      ),
    );
    expect(intoDemo).toEqual([]);
  });
});
