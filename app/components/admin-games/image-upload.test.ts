import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NOT_A_FILE, NOT_AN_IMAGE } from "~/models/game/game-images";
import { compressPhoto, NotAPhoto } from "./image-upload";

const refusal = vi.hoisted(() => ({ message: "" }));
vi.mock("browser-image-compression", () => ({
  default: () => Promise.reject(new Error(refusal.message)),
}));

describe("compressPhoto's refusals (the compression error's own words)", () => {
  beforeEach(() => vi.stubGlobal("window", { location: { href: "http://localhost/edit/1" } }));
  afterEach(() => vi.unstubAllGlobals());

  const refused = async (libraryMessage: string) => {
    refusal.message = libraryMessage;
    const photo = new File(["%PDF-1.7"], "menu.jpg", { type: "image/jpeg" });
    return compressPhoto(photo, () => {}, new AbortController().signal).catch((error: unknown) => error);
  };

  it("a file the browser cannot draw reads 'The file given is not an image'", async () => {
    const error = await refused("The file given is not an image");
    expect(error).toBeInstanceOf(NotAPhoto);
    expect((error as Error).message).toBe(NOT_AN_IMAGE);
  });

  it("something that is no file at all reads 'The file given is not an instance of Blob or File'", async () => {
    const error = await refused("The file given is not an instance of Blob or File");
    expect(error).toBeInstanceOf(NotAPhoto);
    expect((error as Error).message).toBe("The file given is not an instance of Blob or File");
    expect(NOT_A_FILE).toBe("The file given is not an instance of Blob or File");
  });

  it("any other failure to compress reads as not an image", async () => {
    expect(((await refused("canvas is not defined")) as Error).message).toBe(NOT_AN_IMAGE);
  });
});
