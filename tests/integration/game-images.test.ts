import sharp from "sharp";
import { expect, it } from "vitest";
import { MAX_UPLOAD_BYTES, NOT_AN_IMAGE, NOT_YOUR_UPLOAD, REMOVE_FAILED, TOO_LARGE } from "~/models/game/game-images";
import { sweepOrphanImages } from "~/models/game/game-images.server";
import { createUser } from "~/models/account/user.server";
import { action, loader } from "~/routes/game-images";
import { createSession } from "~/utils/session.server";
import { storedImageId, storedImageNames, storeImage } from "~/utils/storage.server";
import { STORED_FILE_RE } from "~/utils/upload-name";
import { describeEachDatabase } from "./databases";
import { newGame } from "./factories";
import { describeEachStore } from "./stores";

const NOW = new Date("2026-06-01T12:00:00Z");
const HOUR = 60 * 60 * 1000;
let seq = 0;

type Body = { url?: string; thumbnailUrl?: string; error?: string; ok?: boolean };
type Answer = { status: number; body: Body } | { thrown: Response };

/** What the action answered: data with its status, or a thrown Response (a redirect). */
async function answerOf(run: () => Promise<unknown>): Promise<Answer> {
  try {
    const result = (await run()) as { data?: Body; init?: ResponseInit | null } | Body;
    if (result && typeof result === "object" && "init" in result && "data" in result)
      return { status: result.init?.status ?? 200, body: result.data! };
    return { status: 200, body: result as Body };
  } catch (error) {
    if (error instanceof Response) return { thrown: error };
    throw error;
  }
}

const file = (bytes: Buffer, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type });
const smallPng = (hue: string) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: hue } })
    .png()
    .toBuffer();

// Every test here runs against the uploads folder and against an S3 bucket, on both databases.
describeEachStore("game image uploads", (uploads) =>
  describeEachDatabase("uploads", (getDb) => {
    const storedNames = () => uploads().names();
    /** Whether each variant (400, 800, 1200) of the image behind `url` is in the store. */
    const exists = (url: string) =>
      Promise.all(storedImageNames(url)!.map(async (name) => (await uploads().store.stat(name)) !== null));
    const backdate = (url: string, when: Date) =>
      Promise.all(storedImageNames(url)!.map((name) => uploads().backdate(name, when)));

    const staff = async (role: "staff" | "manager" = "staff") => {
      const user = await createUser(getDb(), { email: `uploader${++seq}@museum.test`, password: "Old#Pass1", role });
      return { id: user.id, cookie: (await createSession(user.id, "vitest", getDb())).split(";")[0] };
    };
    const requestWith = (cookie: string | null, fields: Record<string, string | Blob>) => {
      const body = new FormData();
      for (const [key, value] of Object.entries(fields)) body.append(key, value);
      return new Request("http://localhost/game-images", { method: "POST", body, headers: cookie ? { cookie } : {} });
    };
    const call = (request: Request) =>
      answerOf(() => action({ request, params: {}, context: { ip: "203.0.113.8", cspNonce: "" } } as never));
    const post = (cookie: string | null, fields: Record<string, string | Blob>) => call(requestWith(cookie, fields));
    const auditRows = (action: string) =>
      getDb()
        .selectFrom("audit_log")
        .select(["user_id", "entity", "entity_id"])
        .where("action", "=", action)
        .orderBy("id")
        .execute();

    it("a JPEG carrying GPS is stored as 400, 800 and 1200 px WebP without any metadata, and the upload is audited", async () => {
      const { id, cookie } = await staff();
      const jpeg = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: "#884422" } })
        .withExif({
          IFD0: { Make: "PhoneCo", Model: "Snap 9" },
          IFD3: {
            GPSLatitudeRef: "N",
            GPSLatitude: "27/1 38/1 0/1",
            GPSLongitudeRef: "W",
            GPSLongitude: "82/1 44/1 0/1",
          },
        })
        .jpeg()
        .toBuffer();
      expect((await sharp(jpeg).metadata()).exif?.toString("latin1")).toContain("PhoneCo");

      const answer = await post(cookie, { intent: "upload", file: file(jpeg, "IMG_2041.jpg", "image/jpeg") });
      expect(answer).toEqual({
        status: 200,
        body: { url: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}-1200\.webp$/), thumbnailUrl: expect.any(String) },
      });
      const { url, thumbnailUrl } = (answer as { body: Body }).body;
      expect(thumbnailUrl).toBe(url!.replace("-1200.webp", "-400.webp"));

      const stored = await Promise.all(storedImageNames(url!)!.map(async (name) => (await uploads().store.get(name))!));
      const variants = await Promise.all(stored.map((bytes) => sharp(bytes).metadata()));
      expect(variants.map((m) => [m.format, m.width, m.height])).toEqual([
        ["webp", 400, 300],
        ["webp", 800, 600],
        ["webp", 1200, 900],
      ]);
      for (const meta of variants)
        expect([meta.exif, meta.xmp, meta.icc, meta.iptc]).toEqual([undefined, undefined, undefined, undefined]);
      for (const bytes of stored) expect(bytes.includes("PhoneCo")).toBe(false);
      expect(await auditRows("game_image_uploaded")).toContainEqual({
        user_id: id,
        entity: "image",
        entity_id: storedImageId(url!),
      });
    });

    it("a renamed PDF, an SVG, a text file and an empty file are refused with the spec's text, and nothing is stored", async () => {
      const { cookie } = await staff();
      const before = await storedNames();
      const audited = (await auditRows("game_image_uploaded")).length;
      const svg = Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="red"/></svg>',
      );
      for (const bad of [
        file(
          Buffer.from(
            "%PDF-1.4\n%\u00e2\u00e3\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
          ),
          "manual.jpg",
          "image/jpeg",
        ),
        file(svg, "logo.png", "image/png"),
        file(svg, "logo.svg", "image/svg+xml"),
        file(Buffer.from("High score: 1,000,000"), "notes.jpg", "image/jpeg"),
        file(Buffer.alloc(0), "empty.jpg", "image/jpeg"),
      ]) {
        expect(await post(cookie, { intent: "upload", file: bad }), bad.name).toEqual({
          status: 400,
          body: { error: NOT_AN_IMAGE },
        });
      }
      // A field of text where the photo belongs is no photo either.
      expect(await post(cookie, { intent: "upload", file: "photo.jpg" })).toEqual({
        status: 400,
        body: { error: NOT_AN_IMAGE },
      });
      expect(await storedNames()).toEqual(before);
      expect(await auditRows("game_image_uploaded")).toHaveLength(audited);
    });

    it("over 15 MB is refused, whether the file is just over, the body grows past the limit as it streams in, or its declared length is over", async () => {
      const { cookie } = await staff();
      const before = await storedNames();
      const justOver = file(Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0xff), "huge.jpg", "image/jpeg");
      expect(await post(cookie, { intent: "upload", file: justOver })).toEqual({
        status: 413,
        body: { error: TOO_LARGE },
      });

      // No length declared, and a file part that never ends: reading stops at the limit, long before the
      // parser could find the body malformed (which an unbounded read would answer with a 400).
      const boundary = "museum-boundary";
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="intent"\r\n\r\nupload\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="endless.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
      const endless = new Request("http://localhost/game-images", {
        method: "POST",
        body: Buffer.concat([Buffer.from(head), Buffer.alloc(MAX_UPLOAD_BYTES + 2 * 1024 * 1024, 0xff)]),
        headers: { cookie, "content-type": `multipart/form-data; boundary=${boundary}` },
      });
      expect(await call(endless)).toEqual({ status: 413, body: { error: TOO_LARGE } });

      const farOver = file(Buffer.alloc(MAX_UPLOAD_BYTES + 2 * 1024 * 1024, 0xff), "huger.jpg", "image/jpeg");
      expect(await post(cookie, { intent: "upload", file: farOver })).toEqual({
        status: 413,
        body: { error: TOO_LARGE },
      });
      const declared = requestWith(cookie, { intent: "upload", file: farOver });
      const bytes = await declared.arrayBuffer();
      const withLength = new Request(declared.url, {
        method: "POST",
        body: bytes,
        headers: {
          cookie,
          "content-type": declared.headers.get("content-type")!,
          "content-length": String(bytes.byteLength),
        },
      });
      expect(await call(withLength)).toEqual({ status: 413, body: { error: TOO_LARGE } });
      expect(await storedNames()).toEqual(before);
    });

    it("a visitor is sent to sign in and nothing is stored; a GET is answered 405", async () => {
      const before = await storedNames();
      const answer = await post(null, {
        intent: "upload",
        file: file(await smallPng("#aa3300"), "a.png", "image/png"),
      });
      expect("thrown" in answer && answer.thrown.status).toBe(302);
      expect("thrown" in answer && answer.thrown.headers.get("location")).toMatch(
        /^\/login\?redirectTo=%2Fgame-images/,
      );
      expect(await storedNames()).toEqual(before);

      let refused: unknown;
      try {
        loader();
      } catch (error) {
        refused = error;
      }
      expect(refused instanceof Response && refused.status).toBe(405);
    });

    it("remove deletes an upload no game uses, never an image a saved game or product refers to", async () => {
      const { id, cookie } = await staff();
      const upload = async () => {
        const answer = await post(cookie, {
          intent: "upload",
          file: file(await smallPng("#123456"), "a.png", "image/png"),
        });
        return (answer as { body: Body }).body.url!;
      };
      const [loose, main, second, thumbOnly, shopItem] = [
        await upload(),
        await upload(),
        await upload(),
        await upload(),
        await upload(),
      ];
      await getDb()
        .insertInto("games")
        .values([
          newGame({ name: `Uses images ${++seq}`, image_url: main, all_images: JSON.stringify([main, second]) }),
          newGame({ name: `Thumbnail only ${++seq}`, thumbnail_url: thumbOnly.replace("-1200", "-400") }),
        ])
        .execute();
      await getDb()
        .insertInto("products")
        .values({
          name: "Poster",
          category: "Posters",
          price: 12,
          image_url: shopItem,
          description: "A poster",
          in_stock: true,
        })
        .execute();

      for (const used of [main, second, thumbOnly, shopItem]) {
        expect(await post(cookie, { intent: "remove", url: used }), used).toEqual({
          status: 409,
          body: { error: REMOVE_FAILED },
        });
        expect(await exists(used)).toEqual([true, true, true]);
      }
      expect(await post(cookie, { intent: "remove", url: loose })).toEqual({ status: 200, body: { ok: true } });
      expect(await exists(loose)).toEqual([false, false, false]);
      expect(await auditRows("game_image_removed")).toContainEqual({
        user_id: id,
        entity: "image",
        entity_id: storedImageId(loose),
      });

      const before = await storedNames();
      for (const bad of ["/uploads/../../etc/passwd", `${main}?x`, "https://elsewhere.example/a-1200.webp", ""]) {
        expect(await post(cookie, { intent: "remove", url: bad }), bad).toEqual({
          status: 400,
          body: { error: REMOVE_FAILED },
        });
      }
      expect(await post(cookie, { intent: "rotate", url: loose })).toEqual({
        status: 400,
        body: { error: expect.any(String) },
      });
      expect(await storedNames()).toEqual(before);
    });

    it("only its uploader or a manager may remove an unsaved upload: a colleague is refused with 403 and the files stay", async () => {
      const [ana, bo, manager] = [await staff(), await staff(), await staff("manager")];
      const upload = async (cookie: string) => {
        const answer = await post(cookie, {
          intent: "upload",
          file: file(await smallPng("#654321"), "b.png", "image/png"),
        });
        return (answer as { body: Body }).body.url!;
      };
      const [anasFirst, anasSecond] = [await upload(ana.cookie), await upload(ana.cookie)];

      expect(await post(bo.cookie, { intent: "remove", url: anasFirst })).toEqual({
        status: 403,
        body: { error: NOT_YOUR_UPLOAD },
      });
      expect(await exists(anasFirst)).toEqual([true, true, true]);
      expect(await auditRows("game_image_removed")).not.toContainEqual(
        expect.objectContaining({ entity_id: storedImageId(anasFirst) }),
      );

      expect(await post(ana.cookie, { intent: "remove", url: anasFirst })).toEqual({ status: 200, body: { ok: true } });
      expect(await exists(anasFirst)).toEqual([false, false, false]);
      expect(await post(manager.cookie, { intent: "remove", url: anasSecond })).toEqual({
        status: 200,
        body: { ok: true },
      });
      expect(await exists(anasSecond)).toEqual([false, false, false]);
      expect(await auditRows("game_image_removed")).toContainEqual({
        user_id: manager.id,
        entity: "image",
        entity_id: storedImageId(anasSecond),
      });

      // A stored image no upload row names (a file put there by hand) is a manager's to remove, not any staff member's.
      const unknown = (await storeImage(await smallPng("#0f0f0f"))).imageUrl;
      expect(await post(bo.cookie, { intent: "remove", url: unknown })).toEqual({
        status: 403,
        body: { error: NOT_YOUR_UPLOAD },
      });
      expect(await exists(unknown)).toEqual([true, true, true]);
    });

    it("the sweep removes images nobody refers to once they are a day old, and keeps everything else", async () => {
      for (const name of await storedNames()) if (STORED_FILE_RE.test(name)) await uploads().store.remove(name);
      const store = async (hue: string, modified: Date) => {
        const { imageUrl } = await storeImage(await smallPng(hue));
        await backdate(imageUrl, modified);
        return imageUrl;
      };
      const abandoned = await store("#111111", new Date(NOW.getTime() - 25 * HOUR));
      const beingFilledIn = await store("#222222", new Date(NOW.getTime() - 23 * HOUR));
      const gameMain = await store("#333333", new Date(NOW.getTime() - 400 * 24 * HOUR));
      const gameSecond = await store("#444444", new Date(NOW.getTime() - 400 * 24 * HOUR));
      const product = await store("#555555", new Date(NOW.getTime() - 400 * 24 * HOUR));
      await uploads().putForeign("README.txt", Buffer.from("not one of ours"));
      await uploads().backdate("README.txt", new Date(0));
      await getDb()
        .insertInto("games")
        .values(
          newGame({
            name: `Swept around ${++seq}`,
            image_url: gameMain,
            thumbnail_url: gameMain.replace("-1200", "-400"),
            all_images: JSON.stringify([gameMain, gameSecond]),
          }),
        )
        .execute();
      await getDb()
        .insertInto("products")
        .values({ name: "Mug", category: "Mugs", price: 9, image_url: product, description: "A mug", in_stock: true })
        .execute();

      expect(await sweepOrphanImages(getDb(), NOW)).toBe(1);
      expect(await exists(abandoned)).toEqual([false, false, false]);
      for (const kept of [beingFilledIn, gameMain, gameSecond, product])
        expect(await exists(kept), kept).toEqual([true, true, true]);
      expect(await uploads().names()).toContain("README.txt");

      expect(await sweepOrphanImages(getDb(), new Date(NOW.getTime() + 2 * HOUR))).toBe(1);
      expect(await exists(beingFilledIn)).toEqual([false, false, false]);
      expect(await storedNames()).toHaveLength(3 * 3 + 1);
    });
  }),
);
