import fs from "node:fs";
import semver from "semver";
import { describe, expect, it } from "vitest";

/**
 * The Node.js versions we say we run on (package.json "engines", README "Node.js") hold for every package we
 * install, tools included, since `npm test` runs them on the same Node; CI runs on the major in `.nvmrc`.
 */
const pkg = JSON.parse(fs.readFileSync("package.json", "utf8")) as { engines: { node: string } };
const lock = JSON.parse(fs.readFileSync("package-lock.json", "utf8")) as {
  packages: Record<string, { engines?: { node?: string } | string[]; optional?: boolean }>;
};
const ours = pkg.engines.node;
const lowest = semver.minVersion(ours)!.version;
const ciMajor = Number(fs.readFileSync(".nvmrc", "utf8").trim());

describe("Node.js versions", () => {
  it("names a supported line: 22 or later", () => {
    expect(semver.major(lowest)).toBeGreaterThanOrEqual(22);
  });

  it("runs CI on a major our range accepts, and the test run is on a version it accepts", () => {
    expect(semver.satisfies(`${ciMajor}.0.0`, ours) || semver.intersects(`^${ciMajor}`, ours)).toBe(true);
    expect(semver.satisfies(process.versions.node, ours)).toBe(true);
  });

  // Optional packages are other platforms' binaries (Windows, WebAssembly), which npm skips here.
  it("installs no package that refuses the lowest version we accept", () => {
    const refusing = Object.entries(lock.packages).flatMap(([where, entry]) => {
      const wanted = entry.engines && !Array.isArray(entry.engines) ? entry.engines.node : undefined;
      const refuses = where && !entry.optional && wanted && !semver.satisfies(lowest, wanted);
      return refuses ? [`${where} wants ${wanted}`] : [];
    });
    expect(refusing).toEqual([]);
  });
});
