import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, request, test } from "@playwright/test";
import { migrations } from "../../migrations";
import { createDb, type DB } from "../../app/utils/db.server";
import {
  buildPreviousRelease,
  changedSincePreviousRelease,
  PREVIOUS_MANAGER,
  PREVIOUS_RELEASE,
  previousReleaseRows,
} from "../previous-release";
import { publicPageUrls, routeAt, ROUTES, sampleUrlOf, urlOf, type Audience } from "../../app/route-manifest";
import { signInOverHttp } from "./fixtures";
import { startOwnServer } from "./own-server";

/**
 * Upgrades: this release started on the previous release's database (SQLite, the default) with its
 * demo content and a museum's use. The migrations apply at the start, every page answers, nothing is lost,
 * and the previous release's accounts still sign in.
 */

const rowsOf = (table: string) =>
  previousReleaseRows()
    .filter((r) => r.table === table)
    .map((r) => r.row);
const STAFF_AUDIENCES: readonly Audience[] = ["staff", "board-key", "manager"];
const openDb = (dataDir: string): DB => createDb({ kind: "sqlite", file: path.join(dataDir, "museum.db") });

test(`this release starts on a database of ${PREVIOUS_RELEASE.commit}: migrations apply, every page answers, no data is lost`, async () => {
  test.setTimeout(120_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "museum-e2e-upgrade-"));
  const before = openDb(dataDir);
  await buildPreviousRelease(before);
  await before.destroy();

  // SEED_DEMO as in production: a database with content gets no demo content on top.
  const server = await startOwnServer({ dataDir, env: { SEED_DEMO: "true", LOG_LEVEL: "info" } });
  try {
    const db = openDb(dataDir);
    try {
      const applied = (await db
        .selectFrom("kysely_migration" as never)
        .select("name" as never)
        .execute()) as { name: string }[];
      expect(applied.map((m) => m.name).sort()).toEqual(Object.keys(migrations).sort());
      expect(await changedSincePreviousRelease(db)).toEqual([]);
      expect((await db.selectFrom("games").select("id").execute()).length, "no demo content added").toBe(
        rowsOf("games").length,
      );
    } finally {
      await db.destroy();
    }

    const games = rowsOf("games") as { id: number; slug: string }[];
    const sample = games[0];
    // Every page the route manifest lists, opened as its audience would: a new page is checked on upgraded data too.
    const visitorPages = [
      ...publicPageUrls(sample),
      ...[routeAt("login"), routeAt("sitemap.xml"), routeAt("robots.txt")].map((route) => urlOf(route)),
      ...games.map((g) => urlOf(routeAt("game/:slug"), { params: { slug: g.slug } })),
    ];
    // Repairs are shown on their game's page, the Repair Dashboard and their own thread (/repairs/:id, needing a
    // repair); /game-images only takes uploads.
    const staffPages = [
      ...ROUTES.filter(
        (route) =>
          STAFF_AUDIENCES.includes(route.audience) && !route.path.includes(":") && route.path !== "game-images",
      ).map((route) => sampleUrlOf(route, sample)),
      ...games.map((g) => urlOf(routeAt("edit/:id"), { params: { id: String(g.id) } })),
      urlOf(routeAt("edit/:id/inquiries"), { params: { id: String(sample.id) } }),
    ];
    const visitor = await request.newContext({ baseURL: server.url });
    const manager = await request.newContext({
      baseURL: server.url,
      storageState: await signInOverHttp(server.url, PREVIOUS_MANAGER),
    });
    try {
      const failing: string[] = [];
      for (const [who, context, pages] of [
        ["visitor", visitor, visitorPages],
        ["manager", manager, staffPages],
      ] as const) {
        for (const page of pages) {
          const response = await context.get(page, { maxRedirects: 0 });
          if (response.status() !== 200) failing.push(`${who} ${page}: ${response.status()}`);
        }
      }
      expect(failing, "pages that do not answer 200").toEqual([]);

      // What the previous release held, on this release's screens.
      const messages = await (await manager.get("/admin/messages")).text();
      for (const { subject } of rowsOf("contact_messages") as { subject: string }[])
        expect(messages).toContain(subject);
      const inquiries = await (await manager.get("/admin/buyer-inquiries")).text();
      for (const { buyer_name } of rowsOf("buyer_inquiries") as { buyer_name: string }[])
        expect(inquiries).toContain(buyer_name);
      const subscribers = await (await manager.get("/admin/subscribers.csv")).text();
      expect(subscribers).toContain("eve@example.org");
      const collection = await (await visitor.get("/collection")).text();
      for (const { name } of rowsOf("games").slice(0, 5) as { name: string }[])
        expect(collection).toContain(name.replace(/&/g, "&amp;").replace(/'/g, "&#x27;"));
    } finally {
      await visitor.dispose();
      await manager.dispose();
    }
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
