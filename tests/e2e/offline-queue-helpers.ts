import sharp from "sharp";
import type { BrowserContext, Page } from "@playwright/test";
import { expect, pinBrowserClock, waitForHydration } from "./fixtures";
import type { DB } from "../../app/utils/db.server";

/** The offline browser test's helpers (offline-queue.spec.ts): its rows, its photo, its pages and the queue as stored. */

const JOINED = "2020-01-01T15:00:00.000Z";

export async function visitorReport(db: DB, gameId: number, comment: string) {
  const now = new Date().toISOString();
  const row = { game_id: gameId, comment, resolved: false, source: "visitor", severity: "major" } as const;
  const { id } = await db
    .insertInto("repairs")
    .values({ ...row, created_at: now, updated_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

export async function maintenanceTask(db: DB, gameId: number, title: string) {
  const { id } = await db
    .insertInto("maintenance_tasks")
    .values({
      title,
      steps: JSON.stringify([{ text: "Clean the glass", safety: false }]),
      scope: "list",
      game_type: null,
      every_days: 30,
      every_open_hours: null,
      every_plays: null,
      minutes: 10,
      created_at: JOINED,
      updated_at: JOINED,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db.insertInto("maintenance_task_games").values({ task_id: id, game_id: gameId, added_at: JOINED }).execute();
  return id;
}

/** A photo of a little over 3 MB, as a phone's camera hands it over: noise does not compress. */
export async function bigPhoto() {
  const buffer = await sharp({
    create: {
      width: 1100,
      height: 1000,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 60 },
    },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
  expect(buffer.length).toBeGreaterThan(3 * 1024 * 1024);
  return { name: "cabinet.png", mimeType: "image/png", buffer };
}

/**
 * Opens a staff page, ready to be taken offline: its queue, which the staff layout loads after hydration, has
 * started (it draws the badge's status). Without the service worker these tests block, a chunk still loading when
 * the network goes never arrives.
 */
export async function open(context: BrowserContext, url: string, page?: Page) {
  const tab = page ?? (await context.newPage());
  if (!page) await pinBrowserClock(tab);
  await tab.goto(url);
  await waitForHydration(tab);
  await expect(tab.getByTestId("queue-status").first()).toBeAttached({ timeout: 15_000 });
  return tab;
}

/** Offline, React Router's look-up of the routes of links on the page cannot reach the server, and says so. */
/**
 * React Router's look-up of the routes behind a page's links, offline: without the worker it fails; with it, the
 * worker answers "load as a document" (docs/departures.md#worker-reload-document), which React Router logs for a link
 * it is not following.
 */
export const ROUTE_LOOKUP_OFFLINE =
  /Failed to fetch manifest patches|ERR_INTERNET_DISCONNECTED \(\S+\/__manifest\?|Unable to discover routes due to manifest version mismatch/;

export const saved = (page: Page) => page.getByText("Saved on this phone. It will be sent when the signal is back.");
export const badge = (page: Page) => page.getByTestId("queue-badge").locator("visible=true");

/** The kept items as IndexedDB holds them (blobs stay in the page, for a forced replay). */
export const keptItems = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ label: string; state: string; message?: string }[]>((resolve, reject) => {
        const request = indexedDB.open("floor-queue");
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const all = request.result.transaction("items").objectStore("items").getAll();
          all.onsuccess = () => {
            (window as unknown as { keptCopy: unknown[] }).keptCopy = all.result;
            resolve(all.result as { label: string; state: string; message?: string }[]);
          };
        };
      }),
  );

/** Puts the copy taken by keptItems back into the queue, as a tab that replays them again would. */
export const keepCopyAgain = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.open("floor-queue");
        request.onsuccess = () => {
          const tx = request.result.transaction("items", "readwrite");
          for (const item of (window as unknown as { keptCopy: Record<string, unknown>[] }).keptCopy) {
            const { id: _, ...again } = item;
            tx.objectStore("items").add({ ...again, state: "waiting" });
          }
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
