import { describe, expect, it } from "vitest";
import { imageSrcSet, imageVariant } from "./images";

const STORED = "/uploads/0123456789abcdef0123456789abcdef-1200.webp";

describe("stored image URLs", () => {
  it("name our /uploads by default, and a CDN base (STORAGE_PUBLIC_URL) when a page has one", () => {
    expect(imageVariant(STORED, 400)).toBe("/uploads/0123456789abcdef0123456789abcdef-400.webp");
    expect(imageVariant(STORED, 800, "https://cdn.example.org/photos")).toBe(
      "https://cdn.example.org/photos/0123456789abcdef0123456789abcdef-800.webp",
    );
    expect(imageSrcSet(STORED, "https://cdn.example.org/photos")).toBe(
      ["400", "800", "1200"]
        .map((w) => `https://cdn.example.org/photos/0123456789abcdef0123456789abcdef-${w}.webp ${w}w`)
        .join(", "),
    );
  });

  it("leave anything not stored by us as it is, whatever the base", () => {
    for (const url of ["https://supplier.example/shirt.jpg", "/uploads/m.webp", "/images/hero/hero-1-1600.webp"]) {
      expect(imageVariant(url, 400, "https://cdn.example.org")).toBe(url);
      expect(imageSrcSet(url, "https://cdn.example.org")).toBeUndefined();
    }
  });
});
