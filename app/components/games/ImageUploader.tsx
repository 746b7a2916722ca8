import { ImagePlus, Star, Trash2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import compressionLibUrl from "browser-image-compression/dist/browser-image-compression.js?url";
import { COMPRESSION, NOT_AN_IMAGE, REMOVE_FAILED, UPLOAD_FAILED } from "~/models/game-images";
import { imageVariant } from "~/utils/images";

type Upload = { key: number; name: string; stage: "compressing" | "uploading" | "failed"; progress: number; error?: string };

/**
 * The game form's images (issue 9): thumbnails with Remove and "Make main image", and a file picker for
 * several photos at once. Each photo is compressed in the browser (max 1 MB and 1920 px, in a web worker;
 * the library loads only when a photo is chosen, from our own assets) and then uploaded with a progress
 * bar of its own. The server checks every file again.
 */
export function ImageUploader({ images, onChange, onBusyChange }: { images: string[]; onChange: (images: string[]) => void; onBusyChange: (busy: boolean) => void }) {
  const id = useId();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const nextKey = useRef(0);
  // Uploaded in this visit of the form: removing one of these also deletes its files.
  const fresh = useRef(new Set<string>());
  // Uploads finish one after another, after renders this closure never saw: they add to the newest list.
  const latest = useRef(images);
  useEffect(() => {
    latest.current = images;
  }, [images]);

  const busy = uploads.some((u) => u.stage !== "failed");
  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);

  const update = (key: number, patch: Partial<Upload>) => setUploads((all) => all.map((u) => (u.key === key ? { ...u, ...patch } : u)));
  const drop = (key: number) => setUploads((all) => all.filter((u) => u.key !== key));

  async function addOne(file: File) {
    const key = nextKey.current++;
    setUploads((all) => [...all, { key, name: file.name, stage: "compressing", progress: 0 }]);
    if (!file.type.startsWith("image/")) {
      update(key, { stage: "failed", error: NOT_AN_IMAGE });
      return false;
    }
    let small: Blob;
    try {
      const { default: compress } = await import("browser-image-compression");
      small = await compress(file, {
        ...COMPRESSION,
        useWebWorker: true,
        libURL: new URL(compressionLibUrl, window.location.href).href,
        onProgress: (p) => update(key, { progress: Math.round(p / 2) }),
      });
    } catch {
      // The browser could not read it as a picture (a renamed document, a broken file).
      update(key, { stage: "failed", error: NOT_AN_IMAGE });
      return false;
    }
    try {
      update(key, { stage: "uploading", progress: 50 });
      const url = await upload(small, file.name, (fraction) => update(key, { progress: 50 + Math.round(fraction * 50) }));
      fresh.current.add(url);
      latest.current = [...latest.current, url];
      onChange(latest.current);
      drop(key);
      return true;
    } catch (error) {
      update(key, { stage: "failed", error: error instanceof UploadRefused ? error.message : UPLOAD_FAILED });
      return false;
    }
  }

  async function onPick(e: React.ChangeEvent<HTMLInputElement>) {
    const files = Array.from(e.target.files ?? []);
    e.target.value = "";
    setProblem(null);
    setUploads((all) => all.filter((u) => u.stage !== "failed"));
    // One at a time: a cheap phone compresses one 12-megapixel photo comfortably, not three at once.
    let failed = false;
    for (const file of files) failed = !(await addOne(file)) || failed;
    if (failed) setProblem(UPLOAD_FAILED);
  }

  async function remove(url: string) {
    setProblem(null);
    if (fresh.current.has(url)) {
      const body = new FormData();
      body.set("intent", "remove");
      body.set("url", url);
      const response = await fetch("/game-images", { method: "POST", body }).catch(() => null);
      if (!response?.ok) {
        setProblem(REMOVE_FAILED);
        return;
      }
      fresh.current.delete(url);
    }
    latest.current = latest.current.filter((u) => u !== url);
    onChange(latest.current);
  }

  const makeMain = (url: string) => {
    latest.current = [url, ...latest.current.filter((u) => u !== url)];
    onChange(latest.current);
  };

  return (
    <div className="space-y-4">
      {images.length ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Images, the main image first">
          {images.map((url, index) => (
            <li key={url} className="overflow-hidden rounded-2xl border border-slate-200 dark:border-white/10">
              <div className="relative aspect-[4/3] bg-slate-100 dark:bg-ink-800">
                <img src={imageVariant(url, 400)} alt={`Image ${index + 1}`} loading="lazy" className="size-full object-cover" />
                {index === 0 ? (
                  <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-ink-950/80 px-2 py-0.5 text-xs font-semibold text-white">
                    <Star aria-hidden className="size-3" /> Main image
                  </span>
                ) : null}
              </div>
              <div className="flex flex-wrap gap-1 p-2">
                {index > 0 ? (
                  <button type="button" onClick={() => makeMain(url)} className="btn-ghost min-h-9 px-2 text-xs">
                    <Star aria-hidden className="size-3.5" /> Make main image<span className="sr-only"> (image {index + 1})</span>
                  </button>
                ) : null}
                <button type="button" onClick={() => void remove(url)} className="btn-ghost min-h-9 px-2 text-xs text-red-700 dark:text-red-300">
                  <Trash2 aria-hidden className="size-3.5" /> Remove<span className="sr-only"> image {index + 1}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-300">No Images Available</p>
      )}

      {uploads.length ? (
        <ul className="space-y-2" aria-label="Uploads" aria-live="polite">
          {uploads.map((u) => (
            <li key={u.key} className="text-sm">
              <div className="flex justify-between gap-2">
                <span className="truncate">{u.name}</span>
                <span className={u.stage === "failed" ? "font-semibold text-red-700 dark:text-red-300" : "text-slate-600 dark:text-slate-400"}>
                  {u.stage === "failed" ? u.error : u.stage === "compressing" ? "Compressing..." : "Uploading..."}
                </span>
              </div>
              {u.stage !== "failed" ? (
                <progress value={u.progress} max={100} aria-label={`${u.name}: ${u.progress}%`} className="mt-1 h-2 w-full accent-brand-600" />
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}

      {problem ? (
        <p role="alert" className="text-sm font-medium text-red-800 dark:text-red-300">
          {problem}
        </p>
      ) : null}

      <div>
        {/* The real input stays focusable (and takes Enter or Space); the label is what is drawn. */}
        <input id={`${id}-files`} type="file" accept="image/*" multiple onChange={(e) => void onPick(e)} className="peer sr-only" />
        <label htmlFor={`${id}-files`} className="btn-secondary cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500">
          <ImagePlus aria-hidden className="size-4" /> Add images
        </label>
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">Choose one or more photos; the first image is the game&apos;s main image.</p>
      </div>
    </div>
  );
}

class UploadRefused extends Error {}

/** Uploads one compressed photo; XMLHttpRequest rather than fetch, for the upload's progress. Resolves with its URL. */
function upload(file: Blob, name: string, onProgress: (fraction: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const body = new FormData();
    body.set("intent", "upload");
    body.set("file", file, name);
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/game-images");
    xhr.responseType = "json";
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      const answer = xhr.response as { url?: string; error?: string } | null;
      if (xhr.status === 200 && answer?.url) resolve(answer.url);
      else reject(answer?.error ? new UploadRefused(answer.error) : new Error(`upload answered ${xhr.status}`));
    };
    xhr.onerror = () => reject(new Error("upload failed"));
    xhr.send(body);
  });
}
