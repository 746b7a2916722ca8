import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";
import { DefaultReporter, type TestSuite } from "vitest/node";

/**
 * The default reporter, plus one line per top-level suite, so a run shows
 * every `... [sqlite]` and `... [postgres]` suite without listing each test.
 */
class SuitesReporter extends DefaultReporter {
  protected override printTestSuite(testSuite: TestSuite) {
    if (testSuite.parent.type !== "module") return;
    const tests = Array.from(testSuite.children.allTests()).length;
    this.log(`   ${this.getStateSymbol(testSuite)} ${testSuite.name} (${tests})`);
  }
}

/**
 * Unit and integration tests. The React Router plugin is deliberately not
 * loaded: tests import modules directly, and `~/` resolves through tsconfig.
 * Every run gets its own DATA_DIR (created and removed by the global setup).
 */
const dataDir = path.join(os.tmpdir(), `museum-test-${process.pid}-${Date.now().toString(36)}`);

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
      "tests/integration/**/*.test.ts",
    ],
    environment: "node",
    reporters: [new SuitesReporter()],
    globalSetup: ["tests/integration/global-setup.ts"],
    env: {
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      DATA_DIR: dataDir,
      // Tests pick their databases themselves and never send real mail.
      DATABASE_URL: "",
      SMTP_URL: "",
      SEED_DEMO: "false",
      SESSION_SECRET: "test-session-secret-0123456789abcdefghijklmnop",
    },
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine, where the suites mostly wait
    // on their databases. Two ran them in 76 s instead of 129 s on that machine; three gained nothing more.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
