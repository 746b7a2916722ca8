import { createElement } from "react";
import { useLoaderData } from "react-router";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import StaffGameSections from "~/components/admin-games/StaffGameSections";
import type { StaffGameData } from "~/models/game/game";
import { loader as gameLoader } from "~/routes/game";
import { routeArgs, signedIn } from "./actions";
import { describeEachDatabase } from "./databases";
import { newGame } from "./factories";
import { seedDaysTask } from "./maintenance-seed";
import { renderRoute } from "./render-route";

const gamePage = (slug: string, cookie: string) =>
  gameLoader({ ...(routeArgs(`/game/${slug}`, cookie) as object), params: { slug } } as never);

/** The game page's notice of an overdue safety check: for staff, linking to the cycle; a visitor gets none of it. */

const NOW = new Date("2026-06-10T17:00:00Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();

beforeAll(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
});
afterAll(() => vi.useRealTimers());

describeEachDatabase("the safety notice on a machine's staff page", (getDb) => {
  it("staff see each safety task overdue on the machine, linking to its cycle; other tasks and machines are not named; a visitor's page carries none of it", async () => {
    const db = getDb();
    const machine = async (name: string) =>
      await db
        .insertInto("games")
        .values(newGame({ name }, daysAgo(30)))
        .returning(["id", "slug"])
        .executeTakeFirstOrThrow();
    const fish = await machine("Fish Tales");
    const other = await machine("Funhouse");
    // Every 7 days from 10 days ago: 3 days overdue.
    const coils = await seedDaysTask(db, {
      title: "Check flipper coil stops and linkages",
      everyDays: 7,
      safety: true,
      gameIds: [fish.id, other.id],
      addedAt: daysAgo(10),
    });
    await seedDaysTask(db, { title: "Wax the playfield", everyDays: 7, gameIds: [fish.id], addedAt: daysAgo(10) });
    // A safety task not yet due is no notice.
    await seedDaysTask(db, {
      title: "Check the ground wire",
      everyDays: 30,
      safety: true,
      gameIds: [fish.id],
      addedAt: daysAgo(10),
    });

    const staff = await signedIn(db, "staff");
    const page = (await gamePage(fish.slug, staff.cookie)) as {
      staff: StaffGameData;
    };
    expect(page.staff.safetyOverdue).toEqual([
      {
        taskId: coils,
        title: "Check flipper coil stops and linkages",
        overdueBy: "3 days",
        path: `/maintenance/cycles/${coils}/${fish.id}`,
      },
    ]);

    const html = renderRoute(
      `/game/${fish.slug}`,
      "/game/:slug",
      function Staff() {
        const data = useLoaderData() as typeof page;
        return createElement(StaffGameSections, { staff: data.staff, gameName: "Fish Tales" });
      },
      page,
    );
    expect(html).toContain("Safety check overdue: Check flipper coil stops and linkages (3 days)");
    expect(html).toContain(`href="/maintenance/cycles/${coils}/${fish.id}"`);
    expect(html).not.toContain("Wax the playfield");
    expect(html).not.toContain("Check the ground wire");

    const visitor = await gamePage(fish.slug, "");
    expect(visitor.staff).toBeNull();
    expect(JSON.stringify(visitor)).not.toContain("flipper coil");
  });
});
