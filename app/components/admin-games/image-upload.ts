import compressionLibUrl from "browser-image-compression/dist/browser-image-compression.js?url";
import { COMPRESSION, NOT_A_FILE, NOT_AN_IMAGE, REMOVE_FAILED, UPLOAD_FAILED } from "~/models/game/game-images";

/**
 * The browser's half of the game form's image pipeline (the server's half is routes/game-images.ts):
 * compress a photo in a web worker, upload it with progress, throw away an unsaved upload.
 */

const ENDPOINT = "/game-images";

/** Photo types a browser can draw and the server stores; SVG is an image type but a document, refused like a PDF. */
export const isPhotoType = (type: string) => type.startsWith("image/") && type !== "image/svg+xml";

/**
 * Resizes and recompresses one photo to at most 1 MB and 1920 px in a web worker. The
 * library loads on the first call, not with the page, and its worker loads the library from our own
 * assets (its default is a CDN, which the CSP refuses). `onProgress` gets 0 to 1.
 */
export async function compressPhoto(
  file: File,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<File> {
  // A failure to load the library is the network's, not the photo's: it is not reported as NotAPhoto.
  const { default: compress } = await import("browser-image-compression");
  try {
    return await compress(file, {
      ...COMPRESSION,
      maxIteration: 10,
      useWebWorker: true,
      libURL: new URL(compressionLibUrl, window.location.href).href,
      onProgress: (percent) => onProgress(percent / 100),
      signal,
    });
  } catch (error) {
    throw signal.aborted ? error : new NotAPhoto({ cause: error });
  }
}

/**
 * The browser could not compress the file: a document or a broken file under a photo's name ('not an image'),
 * or what it was handed was no file at all, which the library says in words of its own. Its message is the
 * one to show.
 */
export class NotAPhoto extends Error {
  constructor(options: { cause: unknown }) {
    const said = options.cause instanceof Error ? options.cause.message : "";
    super(said === NOT_A_FILE ? NOT_A_FILE : NOT_AN_IMAGE, options);
  }
}

/** The server refused the file itself (not an image, too large): its message says why. */
export class UploadRefused extends Error {}

/**
 * Uploads one photo and resolves with its stored (1200 px) URL. XMLHttpRequest rather than fetch, because
 * only it reports an upload's progress; the browser adds the Origin header the CSRF check wants.
 */
export function uploadPhoto(
  file: Blob,
  name: string,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const body = new FormData();
    body.set("intent", "upload");
    body.set("file", file, name);
    const xhr = new XMLHttpRequest();
    xhr.open("POST", ENDPOINT);
    xhr.responseType = "json";
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      const answer = xhr.response as { url?: unknown; error?: unknown } | null;
      if (xhr.status === 200 && typeof answer?.url === "string") resolve(answer.url);
      else if (xhr.status >= 400 && xhr.status < 500 && typeof answer?.error === "string")
        reject(new UploadRefused(answer.error));
      else reject(new Error(UPLOAD_FAILED));
    };
    xhr.onerror = () => reject(new Error(UPLOAD_FAILED));
    xhr.onabort = () => reject(signal.reason);
    signal.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

/**
 * Deletes an upload of this visit of the form. Null when it is gone from the form's point of view: removed,
 * or (409) already part of a saved game, whose own save or delete looks after its files. Otherwise the text
 * to show: the server's when it refused (403: someone else's upload), else the spec's.
 */
export async function removeUpload(url: string): Promise<string | null> {
  const body = new FormData();
  body.set("intent", "remove");
  body.set("url", url);
  const response = await fetch(ENDPOINT, { method: "POST", body }).catch(() => null);
  if (response && (response.ok || response.status === 409)) return null;
  if (response?.status === 403) {
    const answer = (await response.json().catch(() => null)) as { error?: unknown } | null;
    if (typeof answer?.error === "string") return answer.error;
  }
  return REMOVE_FAILED;
}
