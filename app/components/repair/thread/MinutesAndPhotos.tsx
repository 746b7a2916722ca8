import type { InputHTMLAttributes } from "react";
import { FieldError } from "~/components/forms/Field";
import { MINUTES_MAX } from "~/models/repair/thread";
import { PhotoPicker } from "./PhotoPicker";

/**
 * The minutes spent and the photos of a piece of work on a machine: a repair's work entry and a maintenance
 * task done ask for them alike.
 */
export function MinutesAndPhotos({
  id,
  minutes,
  errors,
  photos,
  onPhotos,
  onUploading,
}: {
  id: string;
  /** The form's own props for its `minutes` field (name, id, value, error description). */
  minutes: InputHTMLAttributes<HTMLInputElement>;
  errors: Partial<Record<string, string>>;
  photos: string[];
  onPhotos: (photos: string[]) => void;
  onUploading: (uploading: boolean) => void;
}) {
  return (
    <>
      <div className="max-w-48">
        <label htmlFor={`${id}-minutes`} className="label">
          Minutes spent (optional)
        </label>
        <input {...minutes} type="number" inputMode="numeric" min={1} max={MINUTES_MAX} className="input" />
        <FieldError id={id} name="minutes" errors={errors} />
      </div>
      <div>
        <p className="label">Photos</p>
        <PhotoPicker photos={photos} onChange={onPhotos} onBusyChange={onUploading} />
        {errors.photos ? <p className="field-error">{errors.photos}</p> : null}
      </div>
    </>
  );
}
