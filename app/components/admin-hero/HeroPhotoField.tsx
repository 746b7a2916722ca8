import { ImageUp, LoaderCircle } from "lucide-react";
import { useRef, useState } from "react";
import { compressPhoto, isPhotoType, uploadPhoto } from "~/components/games/image-upload";
import { FieldError, fieldId, type fieldProps, type Hint } from "~/components/forms/Field";
import { NOT_AN_IMAGE } from "~/models/game/game-images";
import { imageVariant, STORED_IMAGE_RE } from "~/utils/images";
import type { FieldErrors } from "~/utils/forms";
import { useRootData } from "~/utils/root-data";

type Upload =
  { state: "idle" } | { state: "busy"; percent: number } | { state: "done" } | { state: "failed"; message: string };

type PhotoForm = {
  id: string;
  errors: FieldErrors;
  field: (name: string, hint?: Hint) => ReturnType<typeof fieldProps>;
};

/**
 * The slide's photo through the game photos' pipeline (compressed in the browser, checked, stripped and stored
 * as 400, 800 and 1200 px WebP by the server); the form posts its stored address. Wide photos suit the banner:
 * it is cut to the screen's shape, the middle kept.
 */
export function HeroPhotoField({ form, initial, thumb }: { form: PhotoForm; initial: string; thumb: string | null }) {
  const [url, setUrl] = useState(initial);
  const [upload, setUpload] = useState<Upload>({ state: "idle" });
  const picker = useRef<HTMLInputElement>(null);
  const uploadsBase = useRootData()?.uploadsBase;
  const { onChange: clearMessage, ...fileProps } = form.field("imageUrl", true);
  const preview = url === initial ? thumb : STORED_IMAGE_RE.test(url) ? imageVariant(url, 400, uploadsBase) : null;

  const choose = async (file: File | undefined) => {
    if (!file) return;
    clearMessage();
    if (!isPhotoType(file.type)) return setUpload({ state: "failed", message: NOT_AN_IMAGE });
    const controller = new AbortController();
    try {
      setUpload({ state: "busy", percent: 0 });
      const small = await compressPhoto(
        file,
        (f) => setUpload({ state: "busy", percent: Math.round(f * 50) }),
        controller.signal,
      );
      const stored = await uploadPhoto(
        small,
        file.name,
        (f) => setUpload({ state: "busy", percent: 50 + Math.round(f * 50) }),
        controller.signal,
      );
      setUrl(stored);
      setUpload({ state: "done" });
    } catch (error) {
      setUpload({ state: "failed", message: error instanceof Error ? error.message : NOT_AN_IMAGE });
    } finally {
      if (picker.current) picker.current.value = "";
    }
  };

  return (
    <div className="min-w-0">
      <label htmlFor={fileProps.id} className="label">
        Photo
      </label>
      <input type="hidden" name="imageUrl" value={url} />
      <div className="flex flex-wrap items-center gap-3">
        <span className="flex h-[90px] w-40 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-slate-200 bg-slate-50 dark:border-white/10 dark:bg-white/5">
          {preview ? (
            <img src={preview} alt="The slide's photo" className="size-full object-cover" data-testid="slide-photo" />
          ) : (
            <ImageUp aria-hidden className="size-6 text-slate-400" />
          )}
        </span>
        <label className="btn-secondary min-h-11 cursor-pointer px-4 has-focus-visible:ring-2 has-focus-visible:ring-brand-500">
          {upload.state === "busy" ? (
            <LoaderCircle aria-hidden className="size-4 animate-spin" />
          ) : (
            <ImageUp aria-hidden className="size-4" />
          )}
          {url ? "Replace photo" : "Upload photo"}
          <input
            {...fileProps}
            name={undefined}
            ref={picker}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            className="sr-only"
            disabled={upload.state === "busy"}
            onChange={(e) => void choose(e.currentTarget.files?.[0])}
          />
        </label>
      </div>
      <p id={`${fieldId(form.id, "imageUrl")}-hint`} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        JPEG, PNG or WebP, wide (16:9 or wider). The banner is cut to each screen, keeping the middle.
      </p>
      <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
        {upload.state === "busy" ? `Uploading the photo: ${upload.percent}%` : null}
        {upload.state === "done" ? "Photo uploaded. Save the slide to use it." : null}
      </p>
      {upload.state === "failed" ? (
        <p role="alert" className="field-error">
          {upload.message}
        </p>
      ) : null}
      <FieldError id={form.id} name="imageUrl" errors={form.errors} />
    </div>
  );
}
