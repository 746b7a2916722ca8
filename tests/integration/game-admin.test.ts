import sharp from "sharp";
import { expect, it } from "vitest";
import { createGame, deleteGame, getStaffGame, updateGame } from "~/models/game/game-admin.server";
import { purgeTrash } from "~/models/game/game-trash.server";
import {
  ASSET_ID_INVALID,
  ASSET_ID_TAKEN,
  EMPTY_GAME_VALUES,
  gameFormSchema,
  type GameFormValues,
} from "~/models/game/game.schema";
import { statusHistory } from "~/models/game/game-status-history.server";
import { createUser } from "~/models/account/user.server";
import { storeImage } from "~/utils/storage.server";
import { action as addAction } from "~/routes/add";
import { loader as saleLoader } from "~/routes/games-for-sale";
import { postTo, routeArgs, signedIn } from "./actions";
import { describeEachDatabase } from "./databases";
import { describeEachStore, variantsStored } from "./stores";

const YEAR = 2026;
let seq = 0;

const input = (values: Partial<GameFormValues>) => gameFormSchema(YEAR).parse({ ...EMPTY_GAME_VALUES, ...values });
const photo = async () =>
  storeImage(
    await sharp({ create: { width: 64, height: 48, channels: 3, background: "#c0ffee" } })
      .jpeg()
      .toBuffer(),
  );

describeEachDatabase("game admin", (getDb) => {
  const actor = async () => ({
    id: (await createUser(getDb(), { email: `tech${++seq}@museum.test`, password: "Old#Pass1", role: "staff" })).id,
    ip: "203.0.113.9",
  });
  const auditFor = (action: string, id: number) =>
    getDb()
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", action)
      .where("entity_id", "=", String(id))
      .execute();

  it("createGame stores the form's values, a unique slug, the sale flag for add, a status row and an audit row", async () => {
    const db = getDb();
    const who = await actor();
    const image = await photo();
    const name = `Medieval Madness ${++seq}`;
    const first = await createGame(
      db,
      input({
        name,
        type: "Pinball",
        yearMade: "1997",
        askingPrice: "4500.5",
        forSale: false,
        images: [image.imageUrl],
        missingParts: [" flipper rubber ", "", "coil"],
      }),
      who,
    );
    expect(first).toMatchObject({ ok: true, name });
    if (!first.ok) return;
    const game = (await getStaffGame(db, first.id))!;
    expect(game).toMatchObject({
      name,
      type: "Pinball",
      location: "Replay",
      status: "Operational",
      yearMade: 1997,
      askingPrice: 4500.5,
      forSale: true,
      missingParts: ["flipper rubber", "coil"],
      imageUrl: image.imageUrl,
      thumbnailUrl: image.thumbnailUrl,
      images: [image.imageUrl],
      version: 1,
    });
    expect(first.slug).toBe(`medieval-madness-${seq}-replay`);
    const again = await createGame(db, input({ name }), who);
    expect(again.ok && again.slug).toBe(`medieval-madness-${seq}-replay-2`);

    // Neither box nor price: not for sale.
    const plain = await createGame(db, input({ name: `Not for sale ${seq}` }), who);
    expect(plain.ok && (await getStaffGame(db, plain.id))!.forSale).toBe(false);

    expect(await statusHistory(db, first.id)).toMatchObject([
      { from_status: null, to_status: "Operational", changed_by: who.id, source: "edit" },
    ]);
    expect(await auditFor("game_created", first.id)).toMatchObject([{ user_id: who.id, ip: "203.0.113.9" }]);
  });

  it("the For sale box counts on add: ticked without a price, the added game is on Games For Sale", async () => {
    const db = getDb();
    const staff = await signedIn(db, "staff");
    const name = `Boxonly${++seq}x${Date.now()}`;
    const answer = await addAction(
      routeArgs("/add", staff.cookie, {
        intent: "save",
        name,
        type: "Pinball",
        location: "Replay",
        status: "Operational",
        forSale: "on",
        askingPrice: "",
      }),
    );
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get("Location")).toMatch(/^\/\?added=/);
    const stored = await db
      .selectFrom("games")
      .select(["for_sale", "asking_price"])
      .where("name", "=", name)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ for_sale: true, asking_price: null });
    const listing = (await saleLoader(routeArgs(`/games-for-sale?q=${name}`, ""))) as {
      games: { name: string; askingPrice: number | null }[];
    };
    expect(listing.games).toMatchObject([{ name, askingPrice: null }]);
  });

  it("the asset ID is optional and unique whatever its case (a game in the Trash keeps its own); the form says so under it", async () => {
    const db = getDb();
    const staff = await signedIn(db, "staff");
    const tag = `rp-${++seq}`;
    const add = (name: string, assetId: string) =>
      postTo(addAction, "/add", staff.cookie, { intent: "save", name, assetId, type: "Arcade", location: "Replay" });
    const first = await addAction(
      routeArgs("/add", staff.cookie, { intent: "save", name: `Tagged ${seq}`, assetId: ` ${tag} ` }),
    );
    expect((first as Response).status).toBe(302);
    const stored = await db
      .selectFrom("games")
      .select(["id", "asset_id"])
      .where("name", "=", `Tagged ${seq}`)
      .executeTakeFirstOrThrow();
    expect(stored.asset_id).toBe(tag);

    expect(await add(`Twin ${seq}`, tag.toUpperCase())).toMatchObject({
      status: 400,
      body: { fieldErrors: { assetId: ASSET_ID_TAKEN } },
    });
    expect(await add(`Formula ${seq}`, "=cmd")).toMatchObject({
      status: 400,
      body: { fieldErrors: { assetId: ASSET_ID_INVALID } },
    });
    expect(
      await db
        .selectFrom("games")
        .select("id")
        .where("name", "in", [`Twin ${seq}`, `Formula ${seq}`])
        .execute(),
    ).toEqual([]);

    const who = await actor();
    const other = await createGame(db, input({ name: `Untagged ${seq}` }), who);
    const untagged = await createGame(db, input({ name: `Also untagged ${seq}` }), who);
    if (!other.ok || !untagged.ok) throw new Error("not created");
    expect(await updateGame(db, other.id, 1, input({ name: `Untagged ${seq}`, assetId: tag }), who)).toEqual({
      ok: false,
      code: "asset_id_taken",
    });
    const kept = await updateGame(
      db,
      stored.id,
      1,
      input({ name: `Tagged ${seq}`, assetId: tag, highScore: "1" }),
      who,
    );
    expect(kept).toMatchObject({ ok: true });

    await deleteGame(db, stored.id, who);
    expect(await createGame(db, input({ name: `After ${seq}`, assetId: tag }), who)).toEqual({
      ok: false,
      code: "asset_id_taken",
    });
  });

  it("updateGame saves over the version it was loaded with only; a stale save changes nothing", async () => {
    const db = getDb();
    const who = await actor();
    const created = await createGame(db, input({ name: `Tron ${++seq}`, conditionNotes: "Needs a new belt" }), who);
    if (!created.ok) throw new Error("not created");

    const saved = await updateGame(
      db,
      created.id,
      1,
      input({ name: `Tron ${seq}`, status: "Awaiting Parts", forSale: true }),
      who,
    );
    expect(saved).toMatchObject({ ok: true });
    const after = (await getStaffGame(db, created.id))!;
    expect(after).toMatchObject({ status: "Awaiting Parts", version: 2, forSale: true, conditionNotes: null });

    // A colleague who opened the form at version 1 is refused, and the row stays as the first save left it.
    const stale = await updateGame(db, created.id, 1, input({ name: "Overwritten", status: "Operational" }), who);
    expect(stale).toEqual({ ok: false, code: "stale" });
    expect(await getStaffGame(db, created.id)).toMatchObject({
      name: `Tron ${seq}`,
      status: "Awaiting Parts",
      version: 2,
    });

    expect(await updateGame(db, 999_999, 1, input({ name: "Ghost" }), who)).toEqual({ ok: false, code: "missing" });
    expect((await statusHistory(db, created.id)).map((h) => [h.from_status, h.to_status])).toEqual([
      [null, "Operational"],
      ["Operational", "Awaiting Parts"],
    ]);
    expect(await auditFor("game_updated", created.id)).toHaveLength(1);
  });
});

// Replacing and dropping a game's photos, against the uploads folder and an S3 bucket.
describeEachStore("game admin photos", () =>
  describeEachDatabase("photos", (getDb) => {
    const actor = async () => ({
      id: (await createUser(getDb(), { email: `photos${++seq}@museum.test`, password: "Old#Pass1", role: "staff" })).id,
      ip: "203.0.113.9",
    });

    it("a removed image's files go after the save; images that are neither ours nor the game's are refused", async () => {
      const db = getDb();
      const who = await actor();
      const [kept, dropped] = [await photo(), await photo()];
      const created = await createGame(
        db,
        input({ name: `Joust ${++seq}`, images: [kept.imageUrl, dropped.imageUrl] }),
        who,
      );
      if (!created.ok) throw new Error("not created");
      expect(await createGame(db, input({ name: "Stranger", images: ["https://evil.example/x.jpg"] }), who)).toEqual({
        ok: false,
        code: "bad_image",
      });
      expect(
        await createGame(
          db,
          input({ name: "Made up", images: ["/uploads/0123456789abcdef0123456789abcdef-1200.webp"] }),
          who,
        ),
      ).toEqual({ ok: false, code: "bad_image" });

      expect(
        await updateGame(db, created.id, 1, input({ name: `Joust ${seq}`, images: [kept.imageUrl] }), who),
      ).toMatchObject({ ok: true });
      expect(await variantsStored(kept.imageUrl)).toBe(3);
      expect(await variantsStored(dropped.imageUrl)).toBe(0);
      expect(await getStaffGame(db, created.id)).toMatchObject({
        images: [kept.imageUrl],
        imageUrl: kept.imageUrl,
        thumbnailUrl: kept.thumbnailUrl,
      });
    });

    it("an image two games share stays until the last of them lets it go", async () => {
      const db = getDb();
      const who = await actor();
      const shared = await photo();
      const a = await createGame(db, input({ name: `Twin A ${++seq}`, images: [shared.imageUrl] }), who);
      const b = await createGame(db, input({ name: `Twin B ${seq}`, images: [shared.imageUrl] }), who);
      if (!a.ok || !b.ok) throw new Error("not created");
      // Deleted games keep their photos in the Trash; the purge 30 days later lets them go.
      const purgeLater = () => purgeTrash(db, new Date(Date.now() + 31 * 24 * 60 * 60 * 1000));
      await deleteGame(db, a.id, who);
      await purgeLater();
      expect(await variantsStored(shared.imageUrl)).toBe(3);
      await deleteGame(db, b.id, who);
      expect(await variantsStored(shared.imageUrl)).toBe(3);
      await purgeLater();
      expect(await variantsStored(shared.imageUrl)).toBe(0);
    });
  }),
);
