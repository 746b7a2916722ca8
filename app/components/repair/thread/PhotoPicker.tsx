import { Camera, LoaderCircle, Trash2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { NOT_AN_IMAGE, UPLOAD_FAILED } from "~/models/game/game-images";
import { MAX_PHOTOS, TOO_MANY_PHOTOS } from "~/models/repair/thread";
import {
  compressPhoto,
  isPhotoType,
  NotAPhoto,
  removeUpload,
  uploadPhoto,
  UploadRefused,
} from "~/components/admin-games/image-upload";
import { useImageUrls } from "~/utils/use-image-urls";
import { InlineError } from "~/components/ui/InlineError";
import { heldPhoto, holdPhoto, releasePhoto } from "~/components/floor-queue/kept-photos";

/**
 * The repair floor's photos: the game form's pipeline (compressed in a web worker, uploaded with
 * progress, checked and re-encoded by the server) trimmed to what a phone at the machine needs: up to four
 * photos, a thumbnail each with Remove, one picker that opens the camera. Each stored photo is posted as a
 * hidden `photo` field; the form holds its submit while a photo is on its way (`onBusyChange`). A photo that
 * cannot be uploaded (no network) is held on the phone, and the form with it goes to the floor's queue, which
 * uploads it first when it sends the form (docs/design.md#the-floors-queue).
 */
export function PhotoPicker({
  photos,
  onChange,
  onBusyChange,
  label = "Add photos",
}: {
  photos: string[];
  onChange: (photos: string[]) => void;
  onBusyChange: (busy: boolean) => void;
  label?: string;
}) {
  const id = useId();
  const { variant } = useImageUrls();
  const [pending, setPending] = useState<{ name: string; progress: number }[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const latest = useRef(photos);
  useEffect(() => {
    latest.current = photos;
  }, [photos]);
  const lifetime = useRef<AbortController | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    lifetime.current = controller;
    return () => controller.abort();
  }, []);
  const busy = pending.length > 0;
  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);

  async function onPick(input: HTMLInputElement) {
    const signal = lifetime.current?.signal;
    const room = MAX_PHOTOS - latest.current.length;
    const files = Array.from(input.files ?? []);
    input.value = "";
    if (!signal || files.length === 0) return;
    setProblem(files.length > room ? TOO_MANY_PHOTOS : null);
    for (const file of files.slice(0, Math.max(room, 0))) {
      if (!isPhotoType(file.type)) {
        setProblem(NOT_AN_IMAGE);
        continue;
      }
      setPending([{ name: file.name, progress: 0 }]);
      try {
        const small = await compressPhoto(
          file,
          (f) => setPending([{ name: file.name, progress: f * 50 }]),
          signal,
        ).catch(
          // Offline, the compressor itself may not load: the photo is kept as it is (the server re-encodes it).
          (error: unknown) => {
            if (error instanceof NotAPhoto || navigator.onLine) throw error;
            return file;
          },
        );
        const url = await uploadOrHold(
          small,
          file.name,
          (f) => setPending([{ name: file.name, progress: 50 + f * 50 }]),
          signal,
        );
        latest.current = [...latest.current, url];
        onChange(latest.current);
      } catch (error) {
        if (signal.aborted) return;
        setProblem(error instanceof NotAPhoto || error instanceof UploadRefused ? error.message : UPLOAD_FAILED);
      } finally {
        setPending([]);
      }
    }
  }

  async function remove(url: string) {
    const refused = heldPhoto(url) ? null : await removeUpload(url);
    releasePhoto(url);
    if (refused) setProblem(refused);
    latest.current = latest.current.filter((u) => u !== url);
    onChange(latest.current);
  }

  return (
    <div>
      {photos.map((url) => (
        <input key={url} type="hidden" name="photo" value={url} />
      ))}
      {photos.length ? (
        <ul className="mb-3 grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Photos to save">
          {photos.map((url, index) => (
            <li key={url} className="overflow-hidden rounded-xl border border-slate-200 dark:border-white/10">
              <img
                src={variant(url, 400)}
                alt={`Photo ${index + 1}`}
                className="aspect-[4/3] w-full object-cover"
                width={400}
                height={300}
              />
              <button
                type="button"
                onClick={() => void remove(url)}
                className="btn-ghost w-full rounded-none text-red-700 dark:text-red-300"
              >
                <Trash2 aria-hidden className="size-4" /> Remove<span className="sr-only"> photo {index + 1}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {pending.map((p) => (
        <div key={p.name} className="mb-3 text-sm" role="status">
          <span className="flex items-center gap-2">
            <LoaderCircle aria-hidden className="size-4 animate-spin" /> Uploading {p.name}...
          </span>
          <progress
            value={Math.round(p.progress)}
            max={100}
            aria-label={`${p.name}: uploading`}
            className="mt-1 h-2 w-full accent-brand-600"
          />
        </div>
      ))}
      <InlineError message={problem} className="mb-2" />
      {photos.length < MAX_PHOTOS ? (
        <>
          {/* The real input stays focusable (Enter or Space opens the picker); the label is what is drawn. */}
          <input
            id={`${id}-photos`}
            type="file"
            accept="image/*"
            multiple
            disabled={busy}
            onChange={(e) => void onPick(e.currentTarget)}
            aria-describedby={`${id}-photos-hint`}
            className="peer sr-only"
          />
          <label
            htmlFor={`${id}-photos`}
            className="btn-secondary w-full cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500 sm:w-auto"
          >
            <Camera aria-hidden className="size-5" /> {label}
          </label>
          <p id={`${id}-photos-hint`} className="mt-1.5 text-sm text-slate-600 dark:text-slate-400">
            Up to {MAX_PHOTOS} photos; {MAX_PHOTOS - photos.length} left.
          </p>
        </>
      ) : null}
    </div>
  );
}

/** Uploads the photo, or, when the network is gone, holds it on the phone: its blob's URL stands in for the upload's. */
async function uploadOrHold(photo: Blob, name: string, onProgress: (fraction: number) => void, signal: AbortSignal) {
  if (!navigator.onLine) return holdPhoto(photo);
  try {
    return await uploadPhoto(photo, name, onProgress, signal);
  } catch (error) {
    if (error instanceof UploadRefused || signal.aborted) throw error;
    return holdPhoto(photo);
  }
}
