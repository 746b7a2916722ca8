import { describe, expect, it } from "vitest";
import { buildQuietly } from "./quiet-build.js";

/** A stand-in for `react-router build`: as many lines as the real one prints, its warnings on stderr, then `exit`. */
const fakeBuild = (exit: number) => [
  "-e",
  `for (let i = 0; i < 540; i++) console.log("build/client/assets/chunk-" + i + ".js  1.2 kB");
   for (let i = 0; i < 7; i++) console.error("The \`envFile\` option is deprecated, please use \`envDir: false\` instead.");
   if (${exit}) console.error("Build failed: app/root.tsx (3:1) Unexpected token");
   process.exit(${exit});`,
];

function capture() {
  const lines: string[] = [];
  const errors: string[] = [];
  return {
    lines,
    errors,
    io: { print: (l: string) => void lines.push(l), printError: (t: string) => void errors.push(t) },
  };
}

describe("the first start's build", () => {
  it("prints one line for a build that succeeds, none of the build's own output", () => {
    const out = capture();
    expect(buildQuietly(process.execPath, fakeBuild(0), out.io)).toBe(0);
    expect(out.lines).toEqual([
      "Building the site (first start or changed sources)...",
      expect.stringMatching(/^Built in \d+ s\.$/),
    ]);
    expect(out.errors).toEqual([]);
  });

  it("shows what a failing build printed, and its exit code", () => {
    const out = capture();
    expect(buildQuietly(process.execPath, fakeBuild(3), out.io)).toBe(3);
    expect(out.errors.join("\n")).toContain("Build failed: app/root.tsx (3:1) Unexpected token");
    expect(out.errors.at(-1)).toBe("The build failed (its output is above).");
  });
});
