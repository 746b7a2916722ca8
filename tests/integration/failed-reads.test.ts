import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { EVENTS_LOAD_ERROR } from "~/models/event/event";
import { FAQ_LOAD_ERROR } from "~/models/faq/faq";
import { GAMES_LOAD_FAILED } from "~/models/game/game";
import { HOURS_LOAD_FAILED, specialDaysAhead } from "~/models/hours/hours";
import { GIFT_CARDS_LOAD_FAILED, PRODUCTS_LOAD_FAILED } from "~/models/shop/shop-catalog";
import { createUser } from "~/models/account/user.server";
import { loader as rootLoader } from "~/root";
import { loader as adminEventsLoader } from "~/routes/admin.events";
import { loader as adminFaqLoader } from "~/routes/admin.faq";
import { loader as adminHoursLoader } from "~/routes/admin.hours";
import { loader as gamesForSaleLoader } from "~/routes/games-for-sale";
import { loader as gameLoader } from "~/routes/game";
import { loader as homeLoader } from "~/routes/home";
import { loader as museumInfoLoader } from "~/routes/museum-info";
import { loader as qrCodesLoader } from "~/routes/qr-codes";
import { loader as shopLoader } from "~/routes/shop";
import { requireStaff } from "~/utils/auth.server";
import { logger } from "~/utils/logger.server";
import { createSession } from "~/utils/session.server";
import { routeArgs } from "./actions";
import { describeEachDatabase } from "./databases";
import { newGame } from "./factories";

/**
 * A read that fails shows its message in its own place (docs/product.md#texts-checks-and-limits), and the page (and
 * every other page, for the hours that every page reads) still renders. Each read is made to fail by hiding its table,
 * as an outage of that one query would.
 */

/** Tuesday 24 November 2026, noon in the museum (America/New_York, EST). */
const NOW = new Date("2026-11-24T17:00:00.000Z");

const call = <T>(loader: (args: never) => T, path = "/", cookie = "") => loader(routeArgs(path, cookie) as never) as T;
/** The root loader's page data, also when it answers with headers (clearing a staff toast's flash cookie). */
const callRoot = async (path?: string, cookie?: string) => {
  const answer = await call(rootLoader, path, cookie);
  return "init" in answer ? answer.data : answer;
};

describeEachDatabase("failed reads", (getDb) => {
  /** A signed-in manager (who may open every back-office page). */
  let cookie = "";
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(NOW);
    if (!cookie) {
      const user = await createUser(getDb(), {
        email: "reader@museum.test",
        password: "Old#Pass1",
        role: "manager",
        name: "Reader",
      });
      cookie = (await createSession(user.id, "vitest", getDb())).split(";")[0];
    }
  });
  afterEach(() => vi.useRealTimers());

  /** Runs `read` while `table` cannot be read. */
  async function without<T>(table: string, read: () => Promise<T>) {
    await getDb().schema.alterTable(table).renameTo(`${table}_hidden`).execute();
    try {
      return await read();
    } finally {
      await getDb().schema.alterTable(`${table}_hidden`).renameTo(table).execute();
    }
  }

  it("every page's hours and special days: the coming week's, in museum time, and null (the message) when either cannot be read", async () => {
    const db = getDb();
    await db
      .insertInto("business_hours")
      .values({ day_of_week: 4, open_time: "11:00", close_time: "19:00", is_closed: false })
      .execute();
    await db
      .insertInto("special_hours")
      .values([
        { date: "2026-11-23", open_time: null, close_time: null, is_closed: true, reason: "Yesterday" },
        { date: "2026-11-26", open_time: null, close_time: null, is_closed: true, reason: "Thanksgiving" },
        { date: "2026-11-28", open_time: "10:00", close_time: "14:00", is_closed: false, reason: "Staff training" },
        { date: "2026-12-01", open_time: null, close_time: null, is_closed: true, reason: "A week away" },
      ])
      .execute();
    const root = await callRoot();
    expect(root.today).toBe("2026-11-24");
    expect(root.hours?.weekly).toHaveLength(7);
    expect(
      specialDaysAhead(root.hours!.special, root.today).map((d) => `${d.label}: ${d.hours} — ${d.reason}`),
    ).toEqual(["Thu Nov 26: Closed — Thanksgiving", "Sat Nov 28: 10am - 2pm — Staff training"]);
    expect((await museumInfoLoader()).specialDays.map((d) => d.label)).toEqual(["Thu Nov 26", "Sat Nov 28"]);

    for (const table of ["business_hours", "special_hours"]) {
      const failed = await without(table, () => callRoot());
      expect(failed, table).toMatchObject({ hours: null, today: "2026-11-24", user: null });
    }
    expect((await without("announcements", () => callRoot())).announcement).toBeNull();
  });

  it("home and Museum Information keep the rest of the page when the hours fail", async () => {
    const home = await without("business_hours", () => call(homeLoader));
    expect(home).toMatchObject({ hours: null, openNow: false, eventsError: null });
    const info = await without("special_hours", () => museumInfoLoader());
    expect(info).toMatchObject({ hours: null, weekly: null, specialDays: [], lastUpdated: "November 24, 2026" });
    expect(HOURS_LOAD_FAILED).toBe("Failed to load business hours");
  });

  it("Games For Sale, QR labels, the shop, Admin Events, Admin FAQs and Admin Hours say which list failed and keep the page", async () => {
    await getDb()
      .insertInto("games")
      .values(newGame({ name: "For Sale Pinball", for_sale: true, asking_price: 4000 }))
      .execute();
    const sale = await without("games", () => call(gamesForSaleLoader, "/games-for-sale"));
    expect(sale).toMatchObject({ gamesError: GAMES_LOAD_FAILED, games: [], total: 0 });
    expect((await call(gamesForSaleLoader, "/games-for-sale")).gamesError).toBeNull();
    expect(await without("games", () => call(qrCodesLoader, "/qr-codes", cookie))).toEqual({
      games: [],
      gamesError: GAMES_LOAD_FAILED,
    });

    expect((await without("products", () => call(shopLoader, "/shop"))).errors).toEqual([PRODUCTS_LOAD_FAILED]);
    expect((await without("gift_cards", () => call(shopLoader, "/shop"))).errors).toEqual([GIFT_CARDS_LOAD_FAILED]);

    expect(await without("events", () => call(adminEventsLoader, "/admin/events", cookie))).toMatchObject({
      events: null,
    });
    expect(await without("faqs", () => call(adminFaqLoader, "/admin/faq", cookie))).toMatchObject({
      faqs: null,
      categories: [],
    });
    expect([EVENTS_LOAD_ERROR, FAQ_LOAD_ERROR]).toEqual(["Failed to load events", "Failed to load FAQs"]);

    const hoursPage = (table: string) => without(table, () => call(adminHoursLoader, "/admin/hours", cookie));
    expect(await hoursPage("special_hours")).toMatchObject({ special: null, weekError: null, announcements: [] });
    expect(await hoursPage("announcements")).toMatchObject({
      special: expect.any(Array),
      announcements: null,
      weekError: null,
    });
  });

  it("a session that cannot be read leaves its staff member signed out: public pages render as a visitor's, it is logged, and a staff page still refuses", async () => {
    const game = newGame({ name: "Session Outage Pinball" });
    await getDb().insertInto("games").values(game).execute();
    const gamePath = `/game/${game.slug}`;
    const logged = vi.spyOn(logger, "error");
    try {
      const [root, page] = await without("sessions", async () => [
        await callRoot("/faq", cookie),
        await gameLoader({ ...(routeArgs(gamePath, cookie) as object), params: { slug: game.slug } } as never),
      ]);
      expect(root).toMatchObject({ user: null, hours: expect.any(Object) });
      expect(page).toMatchObject({ game: { name: "Session Outage Pinball" }, staff: null });
      expect(logged).toHaveBeenCalledWith(expect.anything(), "session check failed: treated as signed out");
      // A staff page cannot know who asks: it fails rather than sending its user to sign in again.
      await expect(
        without("sessions", () => requireStaff(new Request("http://localhost/admin", { headers: { cookie } }))),
      ).rejects.toBeInstanceOf(Error);
    } finally {
      logged.mockRestore();
    }
    expect((await callRoot("/faq", cookie)).user).toMatchObject({ email: "reader@museum.test" });
  });
});
