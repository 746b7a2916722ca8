import { ImageUp, LoaderCircle } from "lucide-react";
import { useState } from "react";
import { PhotoUploadStatus, usePhotoUpload } from "~/components/admin-games/use-photo-upload";
import { FieldError, fieldId, type fieldProps, type Hint } from "~/components/forms/Field";
import { imageVariant, STORED_IMAGE_RE } from "~/utils/images";
import type { FieldErrors } from "~/utils/forms";
import { useRootData } from "~/utils/root-data";

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
  const uploadsBase = useRootData()?.uploadsBase;
  const { onChange: clearMessage, ...fileProps } = form.field("imageUrl", true);
  const { upload, picker, choose } = usePhotoUpload(setUrl, clearMessage);
  const preview = url === initial ? thumb : STORED_IMAGE_RE.test(url) ? imageVariant(url, 400, uploadsBase) : null;

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
      <PhotoUploadStatus upload={upload} busy="Uploading the photo" done="Photo uploaded. Save the slide to use it." />
      <FieldError id={form.id} name="imageUrl" errors={form.errors} />
    </div>
  );
}
