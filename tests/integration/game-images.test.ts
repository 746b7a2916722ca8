import fs from "node:fs";
import sharp from "sharp";
import { expect, it } from "vitest";
import { MAX_UPLOAD_BYTES, NOT_AN_IMAGE, REMOVE_FAILED, TOO_LARGE } from "~/models/game-images";
import { createUser } from "~/models/user.server";
import { action, loader } from "~/routes/game-images";
import { storedImageFiles } from "~/utils/storage.server";
import { createSession } from "~/utils/session.server";
import { describeEachDatabase } from "./databases";
import { newGame } from "./factories";

let seq = 0;

type Answer = { status: number; body: { url?: string; thumbnailUrl?: string; error?: string; ok?: boolean } };

async function call(run: () => Promise<unknown>): Promise<Answer | { thrown: Response }> {
  try {
    const result = (await run()) as { data?: Answer["body"]; init?: ResponseInit } | Answer["body"];
    if (result && typeof result === "object" && "init" in result && "data" in result) return { status: result.init?.status ?? 200, body: result.data! };
    return { status: 200, body: result as Answer["body"] };
  } catch (error) {
    if (error instanceof Response) return { thrown: error };
    throw error;
  }
}

describeEachDatabase("game image uploads", (getDb) => {
  const staffCookie = async () => {
    const user = await createUser(getDb(), { email: `uploader${++seq}@museum.test`, password: "Old#Pass1", role: "staff" });
    return (await createSession(user.id, "vitest", getDb())).split(";")[0];
  };
  const post = (cookie: string | null, fields: Record<string, string | Blob>) => {
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) body.append(key, value);
    const request = new Request("http://localhost/game-images", { method: "POST", body, headers: cookie ? { cookie } : {} });
    return call(() => action({ request, params: {}, context: { ip: "203.0.113.8", cspNonce: "" } } as never));
  };
  const file = (bytes: Buffer, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type });

  it("a photo with GPS metadata is stored as three WebP variants without it", async () => {
    const cookie = await staffCookie();
    const jpeg = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: "#884422" } })
      .withExif({ IFD0: { Make: "PhoneCo" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "27/1 38/1 0/1" } })
      .jpeg()
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const answer = (await post(cookie, { intent: "upload", file: file(jpeg, "photo.jpg", "image/jpeg") })) as Answer;
    expect(answer.status).toBe(200);
    expect(answer.body.url).toMatch(/^\/uploads\/[0-9a-f]{32}-1200\.webp$/);
    expect(answer.body.thumbnailUrl).toBe(answer.body.url!.replace("-1200", "-400"));
    for (const path of storedImageFiles(answer.body.url!)!) {
      const meta = await sharp(fs.readFileSync(path)).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.exif).toBeUndefined();
    }
  });

  it("a renamed PDF, an SVG, a text file and an empty file are refused with the spec's text, and nothing is stored", async () => {
    const cookie = await staffCookie();
    const before = fs.readdirSync(storedImageFiles("/uploads/00000000000000000000000000000000-400.webp")![0].replace(/\/[^/]+$/, "")).length;
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    for (const bad of [
      file(Buffer.from("%PDF-1.4\n%\u00e2\u00e3\n1 0 obj\n<<>>\nendobj\n"), "manual.jpg", "image/jpeg"),
      file(svg, "logo.png", "image/png"),
      file(Buffer.from("just text"), "notes.jpg", "image/jpeg"),
      file(Buffer.alloc(0), "empty.jpg", "image/jpeg"),
    ]) {
      expect(await post(cookie, { intent: "upload", file: bad })).toEqual({ status: 400, body: { error: NOT_AN_IMAGE } });
    }
    expect(fs.readdirSync(storedImageFiles("/uploads/00000000000000000000000000000000-400.webp")![0].replace(/\/[^/]+$/, "")).length).toBe(before);
  });

  it("over 15 MB is refused; a visitor is sent to sign in and nothing is stored", async () => {
    const cookie = await staffCookie();
    const big = file(Buffer.alloc(MAX_UPLOAD_BYTES + 1, 1), "huge.jpg", "image/jpeg");
    expect(await post(cookie, { intent: "upload", file: big })).toEqual({ status: 413, body: { error: TOO_LARGE } });
    const visitor = await post(null, { intent: "upload", file: big });
    expect((visitor as { thrown: Response }).thrown.status).toBe(302);
    expect(() => loader()).toThrow();
  });

  it("remove deletes an unsaved upload, but never an image a saved game uses", async () => {
    const cookie = await staffCookie();
    const png = await sharp({ create: { width: 50, height: 50, channels: 3, background: "#123456" } }).png().toBuffer();
    const upload = async () => ((await post(cookie, { intent: "upload", file: file(png, "a.png", "image/png") })) as Answer).body.url!;
    const loose = await upload();
    const used = await upload();
    await getDb().insertInto("games").values(newGame({ name: `Uses image ${++seq}`, image_url: used, all_images: JSON.stringify([used]) })).execute();

    expect(await post(cookie, { intent: "remove", url: used })).toEqual({ status: 409, body: { error: REMOVE_FAILED } });
    expect(storedImageFiles(used)!.every((f) => fs.existsSync(f))).toBe(true);
    expect(await post(cookie, { intent: "remove", url: loose })).toEqual({ status: 200, body: { ok: true } });
    expect(storedImageFiles(loose)!.some((f) => fs.existsSync(f))).toBe(false);
    expect(await post(cookie, { intent: "remove", url: "/uploads/../../etc/passwd" })).toEqual({ status: 400, body: { error: REMOVE_FAILED } });
  });
});
