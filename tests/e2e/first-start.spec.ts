import { expect, test } from "./fixtures";
import { startOwnServer } from "./own-server";

/**
 * The first start of an empty database prints the first manager's one-time password once. It must be the
 * last thing on the console, after the start-up's own log lines, where the person starting the site sees it.
 */
test("the first manager's one-time password is printed last, after the start-up's log lines", async () => {
  test.setTimeout(60_000);
  const server = await startOwnServer({ env: { LOG_LEVEL: "info", ADMIN_EMAIL: "first@own.e2e.test" } });
  try {
    await expect.poll(() => server.output(), { timeout: 20_000 }).toContain("one-time password:");
    // The first runs of the scheduled jobs log within a second of the start; give them time to show.
    await expect.poll(() => server.output().match(/"msg":"scheduled job done"/g)?.length ?? 0).toBeGreaterThan(2);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const output = server.output();
    const box = output.indexOf("First manager account created");
    expect(output.indexOf("OWN-SERVER-READY"), "after the server listens").toBeLessThan(box);
    expect(output.slice(box)).toMatch(/^First manager account created\n {2}│ {3}e-mail: {13}first@own\.e2e\.test\n/);
    expect(output.slice(output.indexOf("└", box) + 1), "nothing after the box").toMatch(/^─+\n\s*$/);
  } finally {
    await server.stop();
  }
});
