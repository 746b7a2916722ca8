import fs from "node:fs";
import { createRequire } from "node:module";
import type { BrowserContext } from "@playwright/test";
import jsQR from "jsqr";
import sharp from "sharp";

/**
 * Reading back a PDF the app printed: PDF.js renders its pages in a tab of the test's own browser (served
 * from a made-up origin, so no page of the app and no CSP is involved), and jsQR decodes what is drawn.
 */

const ORIGIN = "http://pdf-reader.test";
const require = createRequire(import.meta.url);
const FILES: Record<string, string> = {
  "/pdf.min.mjs": require.resolve("pdfjs-dist/build/pdf.min.mjs"),
  "/pdf.worker.min.mjs": require.resolve("pdfjs-dist/build/pdf.worker.min.mjs"),
};

export type PdfPage = { width: number; height: number; png: Buffer };

/** Every page of `pdf`, its size in points and its picture at `scale` (1 = 72 dpi). */
export async function renderPdf(context: BrowserContext, pdf: Buffer, scale = 2): Promise<PdfPage[]> {
  const tab = await context.newPage();
  try {
    await tab.route(`${ORIGIN}/**`, (route) => {
      const { pathname } = new URL(route.request().url());
      if (pathname === "/document.pdf") return route.fulfill({ body: pdf, contentType: "application/pdf" });
      const file = FILES[pathname];
      if (file) return route.fulfill({ body: fs.readFileSync(file), contentType: "text/javascript" });
      return route.fulfill({ body: "<!doctype html><title>PDF</title>", contentType: "text/html" });
    });
    await tab.goto(`${ORIGIN}/`);
    const pages = await tab.evaluate(async (scale) => {
      const pdfjs = (await import(/* @vite-ignore */ `${location.origin}/pdf.min.mjs`)) as typeof import("pdfjs-dist");
      pdfjs.GlobalWorkerOptions.workerSrc = `${location.origin}/pdf.worker.min.mjs`;
      const doc = await pdfjs.getDocument(`${location.origin}/document.pdf`).promise;
      const out: { width: number; height: number; dataUrl: string }[] = [];
      for (let n = 1; n <= doc.numPages; n++) {
        const page = await doc.getPage(n);
        const size = page.getViewport({ scale: 1 });
        const viewport = page.getViewport({ scale });
        const canvas = document.createElement("canvas");
        canvas.width = viewport.width;
        canvas.height = viewport.height;
        await page.render({ canvasContext: canvas.getContext("2d")!, viewport }).promise;
        out.push({ width: size.width, height: size.height, dataUrl: canvas.toDataURL("image/png") });
      }
      return out;
    }, scale);
    return pages.map((p) => ({
      width: p.width,
      height: p.height,
      png: Buffer.from(p.dataUrl.split(",")[1], "base64"),
    }));
  } finally {
    await tab.close();
  }
}

/** The text of the QR code inside the given part of a picture (fractions of its width and height), or null. */
export async function decodeQr(png: Buffer, part = { left: 0, top: 0, width: 1, height: 1 }) {
  const image = sharp(png);
  const { width = 0, height = 0 } = await image.metadata();
  const region = {
    left: Math.round(part.left * width),
    top: Math.round(part.top * height),
    width: Math.round(part.width * width),
    height: Math.round(part.height * height),
  };
  // On white: a transparent background would read as black.
  const { data, info } = await image
    .extract(region)
    .flatten({ background: "#ffffff" })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return (
    jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), info.width, info.height)?.data ?? null
  );
}
