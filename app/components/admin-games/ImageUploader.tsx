import { ImagePlus, Star, Trash2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { GameImage } from "~/components/collection/GameImage";
import { NOT_AN_IMAGE, UPLOAD_FAILED } from "~/models/game/game-images";
import { compressPhoto, isPhotoType, NotAPhoto, removeUpload, uploadPhoto, UploadRefused } from "./image-upload";
import { InlineError } from "~/components/ui/InlineError";

/** A thin progress bar; Firefox and WebKit name the filled part differently, so both are styled. */
const PROGRESS_BAR = [
  "mt-1.5 block h-2 w-full appearance-none overflow-hidden rounded-full bg-slate-200 dark:bg-white/10",
  "[&::-moz-progress-bar]:bg-brand-600 dark:[&::-moz-progress-bar]:bg-brand-400",
  "[&::-webkit-progress-bar]:bg-transparent",
  "[&::-webkit-progress-value]:rounded-full [&::-webkit-progress-value]:bg-brand-600 [&::-webkit-progress-value]:transition-[width] dark:[&::-webkit-progress-value]:bg-brand-400",
].join(" ");

type Stage = "waiting" | "compressing" | "uploading" | "failed";
type Upload = { key: number; name: string; stage: Stage; progress: number; error?: string };

const STAGE_TEXT: Record<Exclude<Stage, "failed">, string> = {
  waiting: "Waiting...",
  compressing: "Compressing...",
  uploading: "Uploading...",
};
/** One bar per photo: compression fills the first half, the upload the second. */
const COMPRESSED_AT = 50;

type Props = {
  /** Stored 1200 px URLs, the main image first. */
  images: string[];
  onChange: (images: string[]) => void;
  /** True while any photo compresses or uploads, so the form can hold its Submit. */
  onBusyChange: (busy: boolean) => void;
};

/**
 * The game form's images: thumbnails with Remove and "Make main image", and a picker for several
 * photos at once. Each photo is compressed in a web worker (the library loads when the first photo is
 * chosen), then uploaded with a progress bar of its own. Photos are compressed one at a time (a cheap
 * phone holds one 12-megapixel bitmap comfortably, not three) while the previous one uploads, and join the
 * list in the order chosen. The server checks every file again.
 */
export function ImageUploader({ images, onChange, onBusyChange }: Props) {
  const id = useId();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const nextKey = useRef(0);
  // Uploaded in this visit of the form: removing one of these also deletes its files.
  const fresh = useRef(new Set<string>());
  // Uploads finish after renders this closure never saw: they add to the newest list, not to `images`.
  const latest = useRef(images);
  useEffect(() => {
    latest.current = images;
  }, [images]);
  // Leaving the page stops the compressions and uploads under way (created here, so StrictMode's rehearsal unmount does no harm).
  const lifetime = useRef<AbortController | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    lifetime.current = controller;
    return () => controller.abort();
  }, []);

  const busy = uploads.some((u) => u.stage !== "failed");
  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);

  const update = (key: number, patch: Partial<Upload>) =>
    setUploads((all) => all.map((u) => (u.key === key ? { ...u, ...patch } : u)));
  const fail = (key: number, error: string) => update(key, { stage: "failed", error });

  const publish = (next: string[]) => {
    latest.current = next;
    onChange(next);
  };

  async function onPick(input: HTMLInputElement) {
    const signal = lifetime.current?.signal;
    const files = Array.from(input.files ?? []);
    input.value = "";
    if (!signal || files.length === 0) return;
    setProblem(null);
    const picked = files.map((file) => ({ file, key: nextKey.current++ }));
    setUploads((all) => [
      ...all.filter((u) => u.stage !== "failed"),
      ...picked.map(({ file, key }): Upload => ({ key, name: file.name, stage: "waiting", progress: 0 })),
    ]);

    let added = Promise.resolve(true);
    for (const { file, key } of picked) {
      const small = await compressOne(file, key, signal);
      const url = small ? uploadOne(small, file.name, key, signal) : Promise.resolve(null);
      // Photos join the list in the order they were chosen, whichever upload finishes first.
      added = Promise.all([added, url]).then(([allSoFar, done]) => {
        if (!done || signal.aborted) return false;
        fresh.current.add(done);
        publish([...latest.current, done]);
        setUploads((all) => all.filter((u) => u.key !== key));
        return allSoFar;
      });
    }
    if (!(await added) && !signal.aborted) setProblem(UPLOAD_FAILED);
  }

  async function compressOne(file: File, key: number, signal: AbortSignal) {
    if (!isPhotoType(file.type)) {
      fail(key, NOT_AN_IMAGE);
      return null;
    }
    update(key, { stage: "compressing" });
    try {
      return await compressPhoto(
        file,
        (fraction) => update(key, { progress: Math.round(fraction * COMPRESSED_AT) }),
        signal,
      );
    } catch (error) {
      if (!signal.aborted) fail(key, error instanceof NotAPhoto ? error.message : UPLOAD_FAILED);
      return null;
    }
  }

  async function uploadOne(small: Blob, name: string, key: number, signal: AbortSignal) {
    update(key, { stage: "uploading", progress: COMPRESSED_AT });
    try {
      return await uploadPhoto(
        small,
        name,
        (fraction) => update(key, { progress: COMPRESSED_AT + Math.round(fraction * (100 - COMPRESSED_AT)) }),
        signal,
      );
    } catch (error) {
      if (!signal.aborted) fail(key, error instanceof UploadRefused ? error.message : UPLOAD_FAILED);
      return null;
    }
  }

  async function remove(url: string) {
    setProblem(null);
    // An image the game already had only leaves the list: the form's save removes its files.
    if (fresh.current.has(url)) {
      setRemoving(url);
      const refused = await removeUpload(url);
      setRemoving(null);
      if (refused) {
        setProblem(refused);
        return;
      }
      fresh.current.delete(url);
    }
    publish(latest.current.filter((u) => u !== url));
  }

  const makeMain = (url: string) => publish([url, ...latest.current.filter((u) => u !== url)]);

  return (
    <div className="space-y-4">
      {images.length ? (
        <ul className="grid gap-3 sm:grid-cols-3" aria-label="Images, the main image first">
          {images.map((url, index) => (
            // A row on a phone (the thumbnail beside its buttons), a card from sm up.
            <li
              key={url}
              className="flex overflow-hidden rounded-2xl border border-slate-200 sm:flex-col dark:border-white/10"
            >
              <div className="w-28 shrink-0 sm:w-auto">
                <GameImage
                  url={url}
                  alt={`Image ${index + 1}`}
                  sizes="(min-width: 640px) 14rem, 7rem"
                  compact
                  className="h-full min-h-21 sm:aspect-[4/3] sm:h-auto"
                />
              </div>
              <div className="flex min-w-0 flex-1 flex-col items-start justify-center gap-1 p-2">
                {index === 0 ? (
                  <span className="inline-flex min-h-11 items-center gap-2 px-2.5 text-sm font-semibold text-brand-700 dark:text-brand-300">
                    <Star aria-hidden className="size-4 fill-current" /> Main image
                  </span>
                ) : (
                  <button type="button" onClick={() => makeMain(url)} className="btn-ghost px-2.5">
                    <Star aria-hidden className="size-4" /> Make main image
                    <span className="sr-only"> (image {index + 1})</span>
                  </button>
                )}
                <button
                  type="button"
                  onClick={() => void remove(url)}
                  disabled={removing === url}
                  className="btn-ghost px-2.5 text-red-700 dark:text-red-300"
                >
                  <Trash2 aria-hidden className="size-4" /> {removing === url ? "Removing..." : "Remove"}
                  <span className="sr-only"> image {index + 1}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-2xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm font-medium text-slate-600 dark:border-white/15 dark:text-slate-300">
          No Images Available
        </p>
      )}

      {uploads.length ? (
        <ul className="space-y-3" aria-label="Uploads">
          {uploads.map((u) => (
            <li key={u.key} className="text-sm">
              <div className="flex justify-between gap-3">
                <span className="min-w-0 truncate">{u.name}</span>
                {u.stage !== "failed" ? (
                  <span className="shrink-0 text-slate-600 dark:text-slate-400">{STAGE_TEXT[u.stage]}</span>
                ) : null}
              </div>
              {u.stage === "failed" ? (
                <p className="font-semibold text-red-700 dark:text-red-300">{u.error}</p>
              ) : (
                <progress
                  value={u.progress}
                  max={100}
                  aria-label={`${u.name}: ${STAGE_TEXT[u.stage]}`}
                  className={PROGRESS_BAR}
                />
              )}
            </li>
          ))}
        </ul>
      ) : null}

      <InlineError message={problem} />

      <div>
        {/* The real input stays focusable (Enter or Space opens the picker); the label is what is drawn. */}
        <input
          id={`${id}-files`}
          type="file"
          accept="image/*"
          multiple
          onChange={(e) => void onPick(e.currentTarget)}
          aria-describedby={`${id}-hint`}
          className="peer sr-only"
        />
        <label
          htmlFor={`${id}-files`}
          className="btn-secondary cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500"
        >
          <ImagePlus aria-hidden className="size-4" /> Add images
        </label>
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-600 dark:text-slate-400">
          Choose one or more photos. The first image is the game&apos;s main image.
        </p>
      </div>
    </div>
  );
}
