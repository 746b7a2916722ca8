import { ImageUp, LoaderCircle, X } from "lucide-react";
import { useState } from "react";
import { PhotoUploadStatus, usePhotoUpload } from "~/components/admin-games/use-photo-upload";
import { DrawnMark } from "~/components/layout/Logo";
import { imageVariant } from "~/utils/images";
import { useRootData } from "~/utils/root-data";
import { SettingRow, type SettingsFields } from "./SettingRow";

/**
 * The logo goes through the game photos' pipeline (compressed in the browser, checked, stripped and stored as
 * WebP by the server); the form posts its stored address, and a save makes it the logo. Square works best:
 * it is drawn at 36 px beside the name, as the tab's icon and in the middle of the QR labels.
 */
export function LogoField({ form, initial }: { form: SettingsFields; initial: string | null }) {
  const [url, setUrl] = useState(initial ?? "");
  const uploadsBase = useRootData()?.uploadsBase;
  const { onChange: clearMessage, ...fileProps } = form.field("logoUrl", true);
  const { upload, picker, choose, reset } = usePhotoUpload(setUrl, clearMessage);

  return (
    <SettingRow
      form={form}
      name="logoUrl"
      label="Logo"
      hint="PNG, JPEG or WebP, square works best. Shown in the header, footer, tab icon and QR labels."
    >
      <input type="hidden" name="logoUrl" value={url} />
      <div className="flex flex-wrap items-center gap-3">
        <span className="flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-slate-200 bg-slate-50 dark:border-white/10 dark:bg-white/5">
          {url ? (
            <img
              src={imageVariant(url, 400, uploadsBase)}
              alt="The logo"
              className="size-full object-contain"
              data-testid="logo-preview"
            />
          ) : (
            <DrawnMark className="size-10" />
          )}
        </span>
        <label className="btn-secondary min-h-10 cursor-pointer px-4 has-focus-visible:ring-2 has-focus-visible:ring-brand-500">
          {upload.state === "busy" ? (
            <LoaderCircle aria-hidden className="size-4 animate-spin" />
          ) : (
            <ImageUp aria-hidden className="size-4" />
          )}
          {url ? "Replace logo" : "Upload logo"}
          <input
            {...fileProps}
            id={fileProps.id}
            name={undefined}
            ref={picker}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            className="sr-only"
            disabled={upload.state === "busy"}
            onChange={(e) => void choose(e.currentTarget.files?.[0])}
          />
        </label>
        {url ? (
          <button
            type="button"
            className="btn-ghost min-h-10 px-3"
            onClick={() => {
              setUrl("");
              reset();
            }}
          >
            <X aria-hidden className="size-4" /> Use the drawn mark
          </button>
        ) : null}
      </div>
      <PhotoUploadStatus
        upload={upload}
        busy="Uploading the logo"
        done="Logo uploaded. Save the settings to use it."
        className="mt-1.5"
      />
    </SettingRow>
  );
}
