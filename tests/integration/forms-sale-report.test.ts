import { beforeEach, expect, it } from "vitest";
import { statusHistory } from "~/models/game/game-status-history.server";
import type { GameStatus, NewGame } from "~/db/schema";
import { TOO_MANY_SUBMISSIONS } from "~/models/shared/form-throttle.server";
import { INQUIRY_GAME_GONE, INQUIRY_NOT_FOR_SALE, inquirySuccessMessage } from "~/models/inquiry/inquiry";
import { REPORT_COMMENT_REQUIRED, REPORT_GAME_ID_MISSING, REPORT_GAME_NOT_FOUND } from "~/models/repair/report";
import { action as saleAction, loader as saleLoader } from "~/routes/games-for-sale";
import { action as reportAction, loader as reportLoader } from "~/routes/report-issue";
import { getConfig } from "~/utils/config.server";
import type { DB } from "~/utils/db.server";
import { HONEYPOT_FIELD } from "~/utils/spam";
import { describeEachDatabase } from "./databases";
import { newGame } from "./factories";

// getConfig() caches on first use, which comes after these lines.
process.env.STAFF_NOTIFY_EMAIL = "techs@museum.test";
process.env.PUBLIC_FORM_LIMIT = "4";
process.env.PUBLIC_URL = "https://replay.example";

let ipCounter = 0;
/** Each call posts from its own address unless a test says otherwise, so the per-IP throttle stays out of the way. */
const freshIp = () => `203.0.113.${++ipCounter}`;

type Outcome = { status: number; body?: unknown; location?: string | null };

/** A route result as the browser would see it: a redirect Response, data() with a status, or plain data. */
function outcomeOf(result: unknown): Outcome {
  if (result instanceof Response) return { status: result.status, location: result.headers.get("Location") };
  if (result && typeof result === "object" && (result as { type?: string }).type === "DataWithResponseInit") {
    const { data, init } = result as { data: unknown; init: ResponseInit | null };
    return { status: init?.status ?? 200, body: data };
  }
  return { status: 200, body: result };
}

async function post(handler: (args: never) => unknown, url: string, fields: Record<string, string>, ip = freshIp()) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  const request = new Request(`http://localhost${url}`, { method: "POST", body });
  return outcomeOf(await handler({ request, params: {}, context: { ip, cspNonce: "" } } as never));
}

async function get(handler: (args: never) => unknown, url: string) {
  const request = new Request(`http://localhost${url}`);
  return outcomeOf(await handler({ request, params: {}, context: { ip: freshIp(), cspNonce: "" } } as never));
}

let gameCounter = 0;
async function insertGame(db: DB, fields: Partial<NewGame> & { name: string }) {
  const now = new Date(Date.UTC(2024, 0, 1, 0, 0, ++gameCounter)).toISOString();
  const row = await db
    .insertInto("games")
    .values(
      newGame({ slug: `${fields.name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${gameCounter}`, ...fields }, now),
    )
    .returning(["id", "slug"])
    .executeTakeFirstOrThrow();
  return row;
}

const BUYER = {
  name: "Alex Collector",
  email: "alex@example.com",
  phone: "(772) 555-0199",
  message: "Could I see it on Saturday?",
};
const inquiryForm = (gameId: number, inquiryType: string, fields: Record<string, string> = {}) => ({
  [HONEYPOT_FIELD]: "",
  via: "modal",
  gameId: String(gameId),
  inquiryType,
  offerAmount: "",
  ...BUYER,
  ...fields,
});

describeEachDatabase("buyer inquiry form (games for sale)", (getDb) => {
  const inquiries = () => getDb().selectFrom("buyer_inquiries").selectAll().orderBy("id").execute();
  const outbox = () => getDb().selectFrom("email_outbox").selectAll().orderBy("id").execute();
  let priced: { id: number; slug: string };
  let unlisted: { id: number; slug: string };

  beforeEach(async () => {
    await getDb().deleteFrom("buyer_inquiries").execute();
    await getDb().deleteFrom("email_outbox").execute();
    await getDb().deleteFrom("games").execute();
    priced = await insertGame(getDb(), {
      name: "Medieval Madness",
      type: "Pinball",
      for_sale: true,
      asking_price: 8500,
      condition_notes: "SECRET-NOTE flipper coil weak",
    });
    unlisted = await insertGame(getDb(), { name: "Pac-Man", for_sale: false, asking_price: null });
  });

  it("a purchase stores a pending row with every field, then queues one staff mail with the spec's fields", async () => {
    expect(getConfig().staffNotifyEmail).toBe("techs@museum.test");
    const result = await post(
      saleAction,
      "/games-for-sale",
      inquiryForm(priced.id, "purchase", { name: "  Alex Collector ", offerAmount: "999" }),
    );
    expect(result).toEqual({
      status: 200,
      body: {
        ok: true,
        inquiryType: "purchase",
        message: "Your purchase request has been submitted successfully! We will contact you soon.",
      },
    });

    const rows = await inquiries();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      game_id: priced.id,
      buyer_name: "Alex Collector",
      buyer_email: "alex@example.com",
      buyer_phone: "(772) 555-0199",
      offer_amount: null, // the amount is asked for only on offers
      message: BUYER.message,
      inquiry_type: "purchase",
      status: "pending",
      manager_notes: null,
    });
    expect(Date.parse(rows[0].created_at)).not.toBeNaN();

    const mails = await outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to_address: "techs@museum.test",
      reply_to: "alex@example.com",
      status: "pending",
    });
    expect(mails[0].subject).toBe("Purchase request for Medieval Madness from Alex Collector");
    for (const line of [
      "Inquiry type: purchase",
      `Game ID: ${priced.id}`,
      "Game name: Medieval Madness",
      "Buyer name: Alex Collector",
      "Buyer email: alex@example.com",
      "Buyer phone: (772) 555-0199",
      "Offer amount: not given",
      BUYER.message,
      `https://replay.example/game/${priced.slug}`,
    ]) {
      expect(mails[0].text_body).toContain(line);
    }
    expect(mails[0].text_body).not.toContain("SECRET-NOTE");
  });

  it("an offer on a game that is not listed stores the amount and names it in the mail", async () => {
    const result = await post(
      saleAction,
      "/games-for-sale",
      inquiryForm(unlisted.id, "offer", { offerAmount: "$1,250.50", phone: "" }),
    );
    expect(result).toEqual({
      status: 200,
      body: {
        ok: true,
        inquiryType: "offer",
        message: "Your offer has been submitted successfully! We will contact you soon.",
      },
    });
    const rows = await inquiries();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      game_id: unlisted.id,
      inquiry_type: "offer",
      offer_amount: 1250.5,
      buyer_phone: null,
      status: "pending",
    });
    const mails = await outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("Offer for Pac-Man from Alex Collector");
    expect(mails[0].text_body).toContain("Inquiry type: offer");
    expect(mails[0].text_body).toContain("Offer amount: $1,250.50");
    expect(mails[0].text_body).toContain("Buyer phone: not given");
    expect(mails[0].text_body).toContain(`Game ID: ${unlisted.id}`);
  });

  it("without JavaScript the form redirects back to the list with the success shown (Post/Redirect/Get)", async () => {
    const { via: _via, ...plain } = inquiryForm(unlisted.id, "offer");
    const result = await post(saleAction, `/games-for-sale?show=all&q=pac&inquire=${unlisted.id}&kind=offer`, plain);
    expect(result.status).toBe(302);
    expect(result.location).toBe("/games-for-sale?show=all&q=pac&inquired=offer");
    expect(await inquiries()).toHaveLength(1);
    const page = await get(saleLoader, result.location!);
    expect((page.body as { inquired: string }).inquired).toBe("offer");
    expect(inquirySuccessMessage("offer")).toBe(
      "Your offer has been submitted successfully! We will contact you soon.",
    );
  });

  it("bad input answers 400 with a message per field and stores and queues nothing", async () => {
    const result = await post(
      saleAction,
      "/games-for-sale",
      inquiryForm(unlisted.id, "offer", {
        name: " ",
        email: "not-an-email",
        message: "",
        phone: "abc",
        offerAmount: "12.345",
      }),
    );
    expect(result.status).toBe(400);
    const body = result.body as { ok: boolean; fieldErrors: Record<string, string>; values: Record<string, string> };
    expect(body.ok).toBe(false);
    expect(body.fieldErrors).toEqual({
      name: "Please enter your name",
      email: "Please enter a valid email address",
      phone: "Please enter a valid phone number",
      offerAmount: "Please enter a valid amount, for example 750 or 750.50",
      message: "Please enter a message",
    });
    expect(body.values.email).toBe("not-an-email"); // the form keeps what was typed
    const missingEmail = await post(saleAction, "/games-for-sale", inquiryForm(unlisted.id, "offer", { email: "" }));
    expect((missingEmail.body as { fieldErrors: Record<string, string> }).fieldErrors).toEqual({
      email: "Please enter your email address",
    });
    expect(await inquiries()).toHaveLength(0);
    expect(await outbox()).toHaveLength(0);
  });

  it("a purchase of a game without an asking price, or of an unknown game, is refused and nothing is stored", async () => {
    const notForSale = await post(saleAction, "/games-for-sale", inquiryForm(unlisted.id, "purchase"));
    expect(notForSale.status).toBe(400);
    expect(notForSale.body).toMatchObject({ ok: false, error: INQUIRY_NOT_FOR_SALE });
    const unknown = await post(saleAction, "/games-for-sale", inquiryForm(999_999, "offer"));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ ok: false, error: INQUIRY_GAME_GONE });
    expect(await inquiries()).toHaveLength(0);
    expect(await outbox()).toHaveLength(0);
  });

  it("the honeypot is answered like a success but nothing is stored or queued", async () => {
    const result = await post(
      saleAction,
      "/games-for-sale",
      inquiryForm(priced.id, "purchase", { [HONEYPOT_FIELD]: "http://spam.example" }),
    );
    expect(result).toMatchObject({ status: 200, body: { ok: true } });
    expect(await inquiries()).toHaveLength(0);
    expect(await outbox()).toHaveLength(0);
  });

  it("throttles one address after PUBLIC_FORM_LIMIT inquiries with 429, storing nothing more", async () => {
    const ip = freshIp();
    for (let i = 0; i < 4; i++)
      expect((await post(saleAction, "/games-for-sale", inquiryForm(unlisted.id, "offer"), ip)).status).toBe(200);
    const blocked = await post(saleAction, "/games-for-sale", inquiryForm(unlisted.id, "offer"), ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ ok: false, error: TOO_MANY_SUBMISSIONS });
    expect(await inquiries()).toHaveLength(4);
    expect((await post(saleAction, "/games-for-sale", inquiryForm(unlisted.id, "offer"))).status).toBe(200); // another visitor
  });

  it("lists games for sale by asking price then name, all games by name, filters from the URL, and no private fields", async () => {
    await insertGame(getDb(), { name: "Galaga", for_sale: true, asking_price: 1000 });
    await insertGame(getDb(), { name: "Asteroids", for_sale: true, asking_price: 1000 });
    await insertGame(getDb(), {
      name: "Skee-Ball",
      type: "Skeeball",
      for_sale: true,
      asking_price: null,
      location: "Warehouse",
    });
    await insertGame(getDb(), { name: "Tempest", for_sale: false, asking_price: 450 }); // a price above zero lists it
    const names = (page: Outcome) => (page.body as { games: { name: string }[] }).games.map((g) => g.name);

    const sale = await get(saleLoader, "/games-for-sale");
    expect(names(sale)).toEqual(["Medieval Madness", "Asteroids", "Galaga", "Tempest", "Skee-Ball"]);
    expect(names(await get(saleLoader, "/games-for-sale?show=all"))).toEqual([
      "Asteroids",
      "Galaga",
      "Medieval Madness",
      "Pac-Man",
      "Skee-Ball",
      "Tempest",
    ]);
    expect(names(await get(saleLoader, "/games-for-sale?price=500-1000"))).toEqual(["Asteroids", "Galaga"]);
    expect(names(await get(saleLoader, "/games-for-sale?price=offer&location=Warehouse"))).toEqual(["Skee-Ball"]);
    expect(names(await get(saleLoader, "/games-for-sale?show=all&type=Pinball"))).toEqual(["Medieval Madness"]);
    expect(JSON.stringify(sale.body)).not.toContain("SECRET-NOTE");
    expect(JSON.stringify(sale.body)).not.toMatch(/"condition_?notes"/i);

    const inquire = await get(saleLoader, `/games-for-sale?inquire=${unlisted.id}&kind=purchase`);
    // Pac-Man is not in the for-sale list and has no price: the no-JavaScript form becomes an offer.
    expect((inquire.body as { inquiry: { game: { name: string }; kind: string } }).inquiry).toMatchObject({
      game: { name: "Pac-Man" },
      kind: "offer",
    });
  });

  it("missing parts are sent only for games on sale: 'All Games' carries none of a game that is not for sale, in the list or the inquiry form", async () => {
    await getDb()
      .updateTable("games")
      .set({ missing_parts: JSON.stringify(["Backbox key", "Topper"]) })
      .where("id", "=", priced.id)
      .execute();
    await getDb()
      .updateTable("games")
      .set({ missing_parts: JSON.stringify(["SECRET-PART coin door lock"]) })
      .where("id", "=", unlisted.id)
      .execute();
    type Page = {
      games: { name: string; missingParts: string[] }[];
      inquiry: { game: { missingParts: string[] } } | null;
    };

    const all = (await get(saleLoader, "/games-for-sale?show=all")).body as Page;
    expect(all.games.map((g) => [g.name, g.missingParts])).toEqual([
      ["Medieval Madness", ["Backbox key", "Topper"]],
      ["Pac-Man", []],
    ]);
    const offer = await get(saleLoader, `/games-for-sale?show=all&inquire=${unlisted.id}&kind=offer`);
    expect((offer.body as Page).inquiry?.game.missingParts).toEqual([]);
    expect(JSON.stringify(offer.body)).not.toContain("SECRET-PART");
  });
});

const REPORT = {
  [HONEYPOT_FIELD]: "",
  comment: "  The left flipper does not move.  ",
  reporterName: "Sam Visitor",
  reporterEmail: "sam@example.com",
};

describeEachDatabase("issue report form", (getDb) => {
  const repairsOf = (gameId: number) =>
    getDb().selectFrom("repairs").selectAll().where("game_id", "=", gameId).execute();
  const statusOf = async (gameId: number) =>
    (await getDb().selectFrom("games").select("status").where("id", "=", gameId).executeTakeFirstOrThrow()).status;
  const outbox = () => getDb().selectFrom("email_outbox").selectAll().orderBy("id").execute();
  const game = (status: GameStatus, name = `Game ${status}`) =>
    insertGame(getDb(), { name, status, condition_notes: "SECRET-NOTE coin mech" });

  beforeEach(async () => {
    await getDb().deleteFrom("email_outbox").execute();
  });

  it("a report on an Operational game stores a visitor repair first, sets In Repair and mails staff", async () => {
    const { id, slug } = await game("Operational", "Twilight Zone");
    const result = await post(reportAction, `/report-issue?gameId=${id}`, REPORT);
    expect(result).toEqual({ status: 302, location: `/report-issue?gameId=${id}&submitted=1` });

    const repairs = await repairsOf(id);
    expect(repairs).toHaveLength(1);
    expect(repairs[0]).toMatchObject({
      comment: "The left flipper does not move.",
      source: "visitor",
      reporter_name: "Sam Visitor",
      reporter_email: "sam@example.com",
      resolved: false,
      resolved_by: null,
      created_by: null,
    });
    expect(await statusOf(id)).toBe("In Repair");
    expect(await statusHistory(getDb(), id)).toMatchObject([
      { from_status: "Operational", to_status: "In Repair", changed_by: null, source: "visitor report" },
    ]);

    const mails = await outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to_address: "techs@museum.test",
      reply_to: "sam@example.com",
      subject: "Issue reported: Twilight Zone",
    });
    expect(mails[0].text_body).toContain(`https://replay.example/game/${slug}`);
    expect(mails[0].text_body).toContain("The left flipper does not move.");
    expect(mails[0].text_body).toContain("Status: changed from Operational to In Repair");
    expect(mails[0].text_body).not.toContain("SECRET-NOTE");

    const thanks = await get(reportLoader, result.location!);
    expect(thanks).toMatchObject({
      status: 200,
      body: { state: "ready", submitted: true, game: { name: "Twilight Zone" } },
    });
  });

  it.each(["In Repair", "Awaiting Parts"] as const)(
    "a report on a game that is %s stores the repair and keeps the status",
    async (status) => {
      const { id } = await game(status);
      const result = await post(reportAction, `/report-issue?gameId=${id}`, {
        ...REPORT,
        reporterName: "",
        reporterEmail: "",
      });
      expect(result.status).toBe(302);
      const repairs = await repairsOf(id);
      expect(repairs).toHaveLength(1);
      expect(repairs[0]).toMatchObject({
        source: "visitor",
        reporter_name: null,
        reporter_email: null,
        resolved: false,
      });
      expect(await statusOf(id)).toBe(status);
      const mails = await outbox();
      expect(mails).toHaveLength(1);
      expect(mails[0].reply_to).toBeNull();
      expect(mails[0].text_body).toContain(`Status: unchanged (${status})`);
    },
  );

  it("a missing or unknown gameId is an error and stores nothing", async () => {
    const before = await getDb()
      .selectFrom("repairs")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(await post(reportAction, "/report-issue", REPORT)).toMatchObject({
      status: 400,
      body: { error: REPORT_GAME_ID_MISSING },
    });
    expect(await post(reportAction, "/report-issue?gameId=987654", REPORT)).toMatchObject({
      status: 404,
      body: { error: REPORT_GAME_NOT_FOUND },
    });
    expect(await post(reportAction, "/report-issue?gameId=abc", REPORT)).toMatchObject({ status: 400 });
    const after = await getDb()
      .selectFrom("repairs")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect(await outbox()).toHaveLength(0);

    expect(await get(reportLoader, "/report-issue")).toEqual({
      status: 400,
      body: { state: "error", detail: "Game ID is missing" },
    });
    expect(await get(reportLoader, "/report-issue?gameId=%20")).toEqual({
      status: 400,
      body: { state: "error", detail: "Game ID is missing" },
    });
    expect(await get(reportLoader, "/report-issue?gameId=987654")).toEqual({
      status: 404,
      body: { state: "error", detail: "Game not found" },
    });
    expect(await get(reportLoader, "/report-issue?gameId=abc")).toEqual({
      status: 404,
      body: { state: "error", detail: "Game not found" },
    });
  });

  it("an empty description or a bad e-mail answers 400, keeps what was typed, and changes nothing", async () => {
    const { id } = await game("Operational");
    const empty = await post(reportAction, `/report-issue?gameId=${id}`, { ...REPORT, comment: "   " });
    expect(empty).toMatchObject({ status: 400, body: { fieldErrors: { comment: REPORT_COMMENT_REQUIRED } } });
    const badEmail = await post(reportAction, `/report-issue?gameId=${id}`, { ...REPORT, reporterEmail: "sam@" });
    expect(badEmail).toMatchObject({
      status: 400,
      body: { fieldErrors: { reporterEmail: "Please enter a valid email address" }, values: { reporterEmail: "sam@" } },
    });
    expect(await repairsOf(id)).toHaveLength(0);
    expect(await statusOf(id)).toBe("Operational");
    expect(await outbox()).toHaveLength(0);
  });

  it("the honeypot shows the Thank You! page but stores nothing and keeps the status", async () => {
    const { id } = await game("Operational");
    const result = await post(reportAction, `/report-issue?gameId=${id}`, { ...REPORT, [HONEYPOT_FIELD]: "buy-pills" });
    expect(result).toEqual({ status: 302, location: `/report-issue?gameId=${id}&submitted=1` });
    expect(await repairsOf(id)).toHaveLength(0);
    expect(await statusOf(id)).toBe("Operational");
    expect(await outbox()).toHaveLength(0);
  });

  it("throttles one address with 429 after PUBLIC_FORM_LIMIT reports", async () => {
    const { id } = await game("Awaiting Parts");
    const ip = freshIp();
    for (let i = 0; i < 4; i++)
      expect((await post(reportAction, `/report-issue?gameId=${id}`, REPORT, ip)).status).toBe(302);
    expect(await post(reportAction, `/report-issue?gameId=${id}`, REPORT, ip)).toMatchObject({
      status: 429,
      body: { error: TOO_MANY_SUBMISSIONS },
    });
    expect(await repairsOf(id)).toHaveLength(4);
  });

  it("the page's data names the game but never its condition notes or repairs", async () => {
    const { id } = await game("In Repair", "Black Knight");
    await getDb()
      .insertInto("repairs")
      .values({
        game_id: id,
        comment: "SECRET-REPAIR replaced fuse",
        resolved: false,
        resolved_at: null,
        resolved_by: null,
        source: "staff",
        reporter_name: null,
        reporter_email: null,
        created_by: null,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();
    const page = await get(reportLoader, `/report-issue?gameId=${id}`);
    expect(page).toMatchObject({
      status: 200,
      body: { state: "ready", submitted: false, game: { id, name: "Black Knight" } },
    });
    expect(JSON.stringify(page.body)).not.toMatch(/SECRET-|condition|repair/i);
  });
});
