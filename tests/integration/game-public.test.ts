import { gzipSync } from "node:zlib";
import { expect, it } from "vitest";
import type { NewGame } from "~/db/schema";
import Collection, { loader as collectionLoader } from "~/routes/collection";
import GamePage, { loader as gameLoader } from "~/routes/game";
import type { DB } from "~/utils/db.server";
import { describeEachDatabase } from "./databases";
import { renderRoute } from "./render-route";
import { newGame } from "./factories";

const context = { ip: "203.0.113.5", cspNonce: "" };

type GameSeed = Partial<NewGame> & { name: string };

async function insertGame(db: DB, seed: GameSeed, createdAt = new Date().toISOString()) {
  const { id } = await db
    .insertInto("games")
    .values(newGame(seed, createdAt))
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

async function collection(query = "") {
  const request = new Request(`http://localhost/collection${query}`);
  return collectionLoader({ request, params: {}, context } as Parameters<typeof collectionLoader>[0]);
}

async function game(slug: string) {
  const request = new Request(`http://localhost/game/${encodeURIComponent(slug)}`);
  return gameLoader({ request, params: { slug }, context } as Parameters<typeof gameLoader>[0]);
}

async function thrownResponse(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("expected the loader to throw a Response");
}

const day = (n: number) => new Date(Date.UTC(2024, 0, 1 + n, 15)).toISOString();
const names = (data: Awaited<ReturnType<typeof collection>>) => data.games.map((g) => g.name);

const CONDITION_NOTES = "Left flipper coil smells like burnt toast ZX-CONDITION-7731";
const REPAIR_COMMENT = "Replaced the coin door microswitch ZX-REPAIR-4419";
const VISITOR_EMAIL = "reporter-zx9@example.com";

describeEachDatabase("public game pages", (getDb) => {
  it("seeds a small collection", async () => {
    const db = getDb();
    await insertGame(db, { name: "Medieval Madness", type: "Pinball", status: "Operational", year_made: 1997 }, day(1));
    await insertGame(db, { name: "Ms. Pac-Man", type: "Arcade", status: "In Repair", year_made: 1982 }, day(2));
    await insertGame(
      db,
      { name: "Addams Family", type: "Pinball", location: "Warehouse", status: "Awaiting Parts", year_made: 1992 },
      day(3),
    );
    await insertGame(db, { name: "Galaga", type: "Arcade", status: "Operational", year_made: 1981 }, day(4));
    await insertGame(db, { name: "Skee Lane", type: "Other", type_other: "Skee-Ball", status: "Operational" }, day(5));
    await insertGame(
      db,
      { name: "Tron", type: "Arcade", location: "Warehouse", status: "Operational", year_made: 1982 },
      day(6),
    );
  });

  it("collection defaults to Replay only, newest first", async () => {
    const data = await collection();
    expect(data.filter).toEqual({ all: false, type: "All", status: "All", q: "", sort: "dateAdded", dir: "desc" });
    expect(names(data)).toEqual(["Skee Lane", "Galaga", "Ms. Pac-Man", "Medieval Madness"]);
  });

  it("?all=1 searches every location", async () => {
    expect(names(await collection("?all=1"))).toEqual([
      "Tron",
      "Skee Lane",
      "Galaga",
      "Addams Family",
      "Ms. Pac-Man",
      "Medieval Madness",
    ]);
  });

  it("filters by type, status and text", async () => {
    expect(names(await collection("?type=Pinball"))).toEqual(["Medieval Madness"]);
    expect(names(await collection("?all=1&type=Pinball"))).toEqual(["Addams Family", "Medieval Madness"]);
    expect(names(await collection("?all=1&type=Arcade&status=Operational"))).toEqual(["Tron", "Galaga"]);
    expect(names(await collection("?status=In+Repair"))).toEqual(["Ms. Pac-Man"]);
    expect(names(await collection("?status=Awaiting+Parts"))).toEqual([]);
    expect(names(await collection("?all=1&status=Awaiting+Parts"))).toEqual(["Addams Family"]);
    expect(names(await collection("?q=PAC"))).toEqual(["Ms. Pac-Man"]);
    expect(names(await collection("?q=skee-ball"))).toEqual(["Skee Lane"]);
    expect(names(await collection("?all=1&q=pinball"))).toEqual(["Addams Family", "Medieval Madness"]);
    expect(names(await collection("?q=nothing-like-this"))).toEqual([]);
  });

  it("sorts: date added toggled to oldest first, name both ways, year", async () => {
    expect(names(await collection("?sort=dateAdded&dir=asc"))).toEqual([
      "Medieval Madness",
      "Ms. Pac-Man",
      "Galaga",
      "Skee Lane",
    ]);
    expect(names(await collection("?sort=name&dir=asc"))).toEqual([
      "Galaga",
      "Medieval Madness",
      "Ms. Pac-Man",
      "Skee Lane",
    ]);
    expect(names(await collection("?sort=name&dir=desc"))).toEqual([
      "Skee Lane",
      "Ms. Pac-Man",
      "Medieval Madness",
      "Galaga",
    ]);
    expect(names(await collection("?all=1&sort=year&dir=asc"))).toEqual([
      "Galaga",
      "Ms. Pac-Man",
      "Tron",
      "Addams Family",
      "Medieval Madness",
      "Skee Lane",
    ]);
  });

  it("cards carry only what a card shows", async () => {
    const [card] = (await collection("?q=medieval")).games;
    expect(Object.keys(card).sort()).toEqual(["id", "image", "location", "name", "slug", "status", "type", "year"]);
    expect(card).toMatchObject({ slug: "medieval-madness-replay", type: "Pinball", location: "Replay", year: 1997 });
  });

  it("the game page's data and HTML never contain condition notes or repairs", async () => {
    const db = getDb();
    const id = await insertGame(db, {
      name: "Black Knight 2000",
      type: "Pinball",
      condition_notes: CONDITION_NOTES,
      image_url: "/uploads/0123456789abcdef0123456789abcdef-1200.webp",
      all_images: JSON.stringify([
        "/uploads/0123456789abcdef0123456789abcdef-1200.webp",
        "/uploads/fedcba9876543210fedcba9876543210-1200.webp",
      ]),
      high_score: "12,345,670",
      year_made: 1989,
      asking_price: 4500,
      for_sale: true,
    });
    const now = new Date().toISOString();
    await db
      .insertInto("repairs")
      .values([
        { game_id: id, comment: REPAIR_COMMENT, resolved: false, source: "staff", created_at: now, updated_at: now },
        {
          game_id: id,
          comment: "Ball stuck ZX-VISITOR-5520",
          resolved: false,
          source: "visitor",
          reporter_email: VISITOR_EMAIL,
          created_at: now,
          updated_at: now,
        },
      ])
      .execute();

    const data = await game("black-knight-2000-replay");
    expect(data.game).toMatchObject({
      id,
      name: "Black Knight 2000",
      type: "Pinball",
      highScore: "12,345,670",
      yearMade: 1989,
      askingPrice: 4500,
      forSale: true,
    });
    expect(data.game.images).toHaveLength(2);
    expect(data.dates.added).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);

    const json = JSON.stringify(data);
    for (const secret of [CONDITION_NOTES, "ZX-CONDITION", REPAIR_COMMENT, "ZX-REPAIR", "ZX-VISITOR", VISITOR_EMAIL])
      expect(json).not.toContain(secret);
    expect(json).not.toMatch(/"(condition_?notes|repairs)"/i);

    const html = renderRoute(`/game/${data.game.slug}`, "game/:slug", GamePage, data);
    expect(html).toContain("Black Knight 2000");
    expect(html).toContain("Repair history is only visible to staff members");
    expect(html).toContain("12,345,670");
    for (const secret of ["ZX-CONDITION", "ZX-REPAIR", "ZX-VISITOR", VISITOR_EMAIL]) expect(html).not.toContain(secret);
  });

  it("a numeric id redirects permanently to the slug", async () => {
    const id = await insertGame(getDb(), { name: "Centipede" });
    const response = await thrownResponse(game(String(id)));
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/game/centipede-replay");
  });

  it("a well-formed slug or id with no game is 404 'Game Not Found'; a malformed one is 400 'Invalid Game ID'", async () => {
    for (const missing of ["no-such-game-replay", "987654"]) {
      const response = await thrownResponse(game(missing));
      expect(response.status).toBe(404);
      expect(await response.text()).toBe("Game Not Found");
    }
    for (const bad of [" ", "Medieval-Madness-Replay", "pac_man", "../admin", "a".repeat(201)]) {
      const response = await thrownResponse(game(bad));
      expect(response.status).toBe(400);
      expect(await response.text()).toBe("Invalid Game ID");
    }
  });

  it("stays fast with 500 machines: loader time and page size", async () => {
    const db = getDb();
    await db.deleteFrom("games").execute();
    const types = ["Arcade", "Pinball", "Skeeball"] as const;
    const statuses = ["Operational", "In Repair", "Awaiting Parts"] as const;
    const rows = Array.from({ length: 500 }, (_, i) =>
      newGame(
        {
          name: `Machine ${String(i).padStart(3, "0")} ${["Galactic", "Pinbot", "Invaders", "Frontier"][i % 4]}`,
          type: types[i % 3],
          status: statuses[i % 3],
          location: i % 5 === 0 ? "Warehouse" : "Replay",
          year_made: 1970 + (i % 40),
          image_url: `/uploads/${i.toString(16).padStart(32, "0")}-1200.webp`,
          thumbnail_url: `/uploads/${i.toString(16).padStart(32, "0")}-400.webp`,
          condition_notes: "staff only",
          sale_notes: "x".repeat(200),
        },
        new Date(Date.UTC(2020, 0, 1) + i * 3_600_000).toISOString(),
      ),
    );
    for (let i = 0; i < rows.length; i += 100)
      await db
        .insertInto("games")
        .values(rows.slice(i, i + 100))
        .execute();

    await collection("?all=1"); // warm-up
    const runs: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      const data = await collection(i % 2 ? "?all=1&sort=name&dir=asc" : "?all=1");
      runs.push(performance.now() - started);
      expect(data.games).toHaveLength(500);
    }
    const median = runs.sort((a, b) => a - b)[2];

    const data = await collection("?all=1");
    const html = renderRoute("/collection?all=1", "collection", Collection, data);
    const json = JSON.stringify(data);
    const report = {
      loaderMedianMs: Math.round(median * 10) / 10,
      gridHtmlKb: Math.round(html.length / 1024),
      gridHtmlGzipKb: Math.round(gzipSync(html).length / 1024),
      loaderDataKb: Math.round(json.length / 1024),
      loaderDataGzipKb: Math.round(gzipSync(json).length / 1024),
    };
    console.log(`collection with 500 games: ${JSON.stringify(report)}`);

    expect(html.match(/data-testid="game-card"/g)).toHaveLength(500);
    expect(html.match(/loading="eager"/g)).toHaveLength(4);
    expect(html).not.toContain("staff only");
    expect(json).not.toContain("xxxxxxxx");
    expect(median).toBeLessThan(500);
    expect(json.length).toBeLessThan(120 * 1024);
    expect(gzipSync(html).length).toBeLessThan(80 * 1024);
  });
});
