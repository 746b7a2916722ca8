import { expect, test } from "./fixtures";
import { startOwnServer } from "./own-server";

/**
 * The first start of an empty database prints the first manager's one-time password once, after the build and
 * the line saying the server listens and after the first runs of the scheduled jobs, as the last thing on the
 * console, where the person starting the site sees it.
 */
test("the first manager's one-time password is printed after the server listens", async () => {
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
    expect(output.slice(box), "no log line after the box").not.toContain('"msg":');
  } finally {
    await server.stop();
  }
});
