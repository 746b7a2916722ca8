import fs from "node:fs";
import type { Page } from "@playwright/test";
import type { Insertable } from "kysely";
import type { RepairsTable } from "../../app/db/schema";
import type { DB } from "../../app/utils/db.server";
import { ACCOUNTS } from "./accounts";
import { expect, expectNoA11yViolations, test, useStoredTheme, waitForHydration } from "./fixtures";
import { deleteTestGames, insertTestGames, tokenFor } from "./game-data";

/** The Repair Dashboard as a dense list: one row per repair, open ones by default, a screenful at a glance. */

const HOUR = 3_600_000;
const MACHINES = ["Medieval Madness", "Galaga", "Attack From Mars", "Ms. Pac-Man", "Twilight Zone", "Defender"];
const PROBLEMS = [
  "Left flipper weak",
  "Coin door lamp out",
  "Ball stuck in the saucer",
  "Joystick drifts up",
  "Display flickers",
  "Pop bumper dead",
  "Shooter lane rubber torn",
  "Credit button sticks",
  "Speaker crackles",
  "GI string dark",
  "Start button loose",
  "Tilt bob too sensitive",
  "Trough jams",
  "Monitor colour off",
  "Ramp gate squeaks",
  "Spinner sticks",
  "Knocker silent",
  "Drop target slow",
  "Coin mech rejects quarters",
  "Backbox lamp out",
];

/**
 * Twenty-five repairs over six machines, ages counted from the server's now (this machine's clock): twenty open,
 * some taken by the staff account or the manager, two with visitors' 'Same problem', one unsafe, and five
 * resolved that the default view leaves out.
 */
async function seedList(db: DB, token: string) {
  const games = await insertTestGames(
    db,
    MACHINES.map((name) => ({ name: `${name} ${token}`, status: "In Repair" })),
  );
  const users = await db
    .selectFrom("users")
    .select(["id", "email"])
    .where("email", "in", [ACCOUNTS.staff.email, ACCOUNTS.manager.email])
    .execute();
  const idOf = (email: string) => users.find((u) => u.email === email)!.id;
  const staff = idOf(ACCOUNTS.staff.email);
  const manager = idOf(ACCOUNTS.manager.email);
  const now = Date.now();
  const row = (i: number, fields: Partial<Insertable<RepairsTable>>): Insertable<RepairsTable> => {
    const created = new Date(now - (i * 7 + 1) * HOUR).toISOString();
    // Every row names every column: a multi-row insert on SQLite writes null, not the default, for a missing one.
    return {
      game_id: games[i % games.length].id,
      comment: `${PROBLEMS[i % PROBLEMS.length]}`,
      resolved: false,
      resolved_at: null,
      source: "staff",
      severity: (["unplayable", "major", "minor", "cosmetic"] as const)[i % 4],
      safety: false,
      status: (["open", "in_progress", "waiting_for_parts"] as const)[i % 3],
      assigned_to: [staff, null, manager][i % 3],
      confirmations: 0,
      triaged_at: created,
      created_at: created,
      updated_at: created,
      ...fields,
    };
  };
  const open = PROBLEMS.map((_, i) =>
    row(
      i,
      i === 2
        ? { source: "visitor", triaged_at: null, confirmations: 3, comment: `Visitor: ${PROBLEMS[i]}` }
        : i === 4
          ? { safety: true }
          : i === 6
            ? { confirmations: 1 }
            : {},
    ),
  );
  const resolved = [
    "Old fuse replaced",
    "Knocker relay swapped",
    "Rubbers changed",
    "Lamp board reseated",
    "Coin mech cleaned",
  ].map((comment, i) => {
    const at = new Date(now - (i + 20) * 24 * HOUR).toISOString();
    return row(i, { comment, resolved: true, resolved_at: at, status: "resolved", created_at: at, updated_at: at });
  });
  await db
    .insertInto("repairs")
    .values([...open, ...resolved])
    .execute();
  return { open: open.map((r) => r.comment), resolved: resolved.map((r) => r.comment) };
}

/**
 * Scrolls the list's top to just below whatever stays on screen above it (the site header), then counts the rows
 * a person sees whole: inside the viewport and not under anything fixed or sticky.
 */
async function rowsOnOneScreen(page: Page) {
  const list = page.getByTestId("repair-list");
  await list.evaluate((table) => {
    table.scrollIntoView({ block: "start" });
    const { top, left, width } = table.getBoundingClientRect();
    let cover = document.elementFromPoint(left + width / 2, top + 1);
    while (cover && !table.contains(cover) && !["sticky", "fixed"].includes(getComputedStyle(cover).position))
      cover = cover.parentElement;
    if (cover && !table.contains(cover)) window.scrollBy(0, top - cover.getBoundingClientRect().bottom);
  });
  return list.evaluate(
    (table) =>
      [...table.querySelectorAll("tbody tr")].filter((row) => {
        const box = row.getBoundingClientRect();
        const x = box.left + box.width / 2;
        const seen = (y: number) => row.contains(document.elementFromPoint(x, y));
        return box.top >= 0 && box.bottom <= window.innerHeight && seen(box.top + 2) && seen(box.bottom - 2);
      }).length,
  );
}

for (const theme of ["light", "dark"] as const) {
  test(`the list: a row per open repair with who has it by name, resolved ones behind their tab, a screenful of rows, ${theme} @phone`, async ({
    page,
    signIn,
    db,
  }, testInfo) => {
    test.slow(); // twenty-five rows written, checked one by one, axe and two screenshots
    const phone = testInfo.project.name === "phone";
    const token = `${tokenFor("repairlist", testInfo.project.name)}${theme}`;
    await deleteTestGames(db, token);
    const seeded = await seedList(db, token);
    if (!phone) await page.setViewportSize({ width: 1440, height: 900 });
    await useStoredTheme(page, theme);
    await signIn("staff", { openDashboard: false });
    await page.goto(`/repairs?q=${token}`);
    await waitForHydration(page);

    const rows = page.getByTestId("repair-row");
    await expect(rows).toHaveCount(seeded.open.length);
    for (const title of seeded.open) await expect(rows.filter({ hasText: title })).toHaveCount(1);
    for (const title of seeded.resolved) await expect(rows.filter({ hasText: title })).toHaveCount(0);
    const row = (title: string) => rows.filter({ hasText: title });
    await expect(row("Left flipper weak").getByTestId("repair-assignee")).toHaveText(ACCOUNTS.staff.name);
    await expect(row("Coin door lamp out").getByTestId("repair-assignee")).toHaveText("Unassigned");
    await expect(row("Ball stuck in the saucer").getByTestId("repair-assignee")).toHaveText(ACCOUNTS.manager.name);
    await expect(page.getByTestId("repair-list")).not.toContainText("@e2e.test");
    await expect(row("Ball stuck in the saucer").getByTestId("repair-confirmations")).toHaveText(
      "3 visitors said 'Same problem'",
    );
    await expect(row("Ball stuck in the saucer").getByTestId("repair-untriaged")).toBeVisible();
    await expect(row("Display flickers").getByTestId("repair-safety")).toBeVisible();
    await expect(rows.getByTestId("repair-safety")).toHaveCount(1);
    // Logged 1 h, 8 h, ... ago, by the server's clock.
    await expect(row("Left flipper weak").getByTestId("repair-age")).toHaveText("1 h");
    await expect(row("Pop bumper dead").getByTestId("repair-age")).toHaveText("1 d");
    await expect(row("Left flipper weak").getByRole("link", { name: /^Medieval Madness/ })).toHaveAttribute(
      "href",
      /^\/game\//,
    );
    await expect(row("Left flipper weak").getByTestId("repair-title")).toHaveAttribute("href", /^\/repairs\/\d+$/);

    expect(await rowsOnOneScreen(page)).toBeGreaterThanOrEqual(phone ? 6 : 15);
    // The whole row shows keyboard focus: its link's outline is drawn around the row.
    const firstLink = rows.first().getByTestId("repair-title");
    await firstLink.focus();
    await expect(firstLink).toBeFocused();
    expect(
      await firstLink.evaluate((link) => {
        const ring = getComputedStyle(link, "::after");
        return [ring.outlineStyle, ring.outlineWidth];
      }),
    ).toEqual(["solid", "2px"]);
    await expectNoA11yViolations(page, `/repairs (${theme})`);
    fs.mkdirSync("/tmp/shots/list", { recursive: true });
    await page.screenshot({ path: `/tmp/shots/list/rows-${testInfo.project.name}-${theme}.png` });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `/tmp/shots/list/top-${testInfo.project.name}-${theme}.png` });

    const tabs = page.getByRole("navigation", { name: "Repair counts" });
    await tabs.getByRole("link", { name: /^Resolved/ }).click();
    await expect(page).toHaveURL(new RegExp(`\\?q=${token}&status=resolved$`));
    await expect(rows).toHaveCount(seeded.resolved.length);
    await tabs.getByRole("link", { name: /^Total/ }).click();
    await expect(rows).toHaveCount(seeded.open.length + seeded.resolved.length);
    await deleteTestGames(db, token);
  });
}
