import { useRef, useState } from "react";
import { NOT_AN_IMAGE } from "~/models/game/game-images";
import { compressPhoto, isPhotoType, uploadPhoto } from "./image-upload";

export type PhotoUpload =
  { state: "idle" } | { state: "busy"; percent: number } | { state: "done" } | { state: "failed"; message: string };

/**
 * One photo for a form through the game photos' pipeline: compressed in the browser (the first half of the
 * progress), then checked, stripped and stored by the server (the second half). `onStored` gets the stored
 * address for the form to post; `onStart` runs as a file is chosen (to clear the field's message).
 */
export function usePhotoUpload(onStored: (url: string) => void, onStart?: () => void) {
  const [upload, setUpload] = useState<PhotoUpload>({ state: "idle" });
  const picker = useRef<HTMLInputElement>(null);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    onStart?.();
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
      onStored(stored);
      setUpload({ state: "done" });
    } catch (error) {
      setUpload({ state: "failed", message: error instanceof Error ? error.message : NOT_AN_IMAGE });
    } finally {
      if (picker.current) picker.current.value = "";
    }
  };

  return { upload, picker, choose, reset: () => setUpload({ state: "idle" }) };
}

/** The upload's progress and outcome, read out as they change; a failure as an alert. */
export function PhotoUploadStatus({
  upload,
  busy,
  done,
  className = "",
}: {
  upload: PhotoUpload;
  /** Before the percentage: "Uploading the logo". */
  busy: string;
  /** Once stored: "Logo uploaded. Save the settings to use it." */
  done: string;
  className?: string;
}) {
  return (
    <>
      <p role="status" className={`text-sm text-slate-600 dark:text-slate-400 ${className}`}>
        {upload.state === "busy" ? `${busy}: ${upload.percent}%` : null}
        {upload.state === "done" ? done : null}
      </p>
      {upload.state === "failed" ? (
        <p role="alert" className="field-error">
          {upload.message}
        </p>
      ) : null}
    </>
  );
}
