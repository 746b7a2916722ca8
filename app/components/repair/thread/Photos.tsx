import type { ThreadPhoto } from "~/models/repair/thread";
import { useImageUrls } from "~/utils/use-image-urls";

/** A row of a repair's or entry's photos: thumbnails, each opening the full-size photo. */
export function Photos({ photos, of }: { photos: ThreadPhoto[]; of: string }) {
  const { variant } = useImageUrls();
  if (!photos.length) return null;
  return (
    <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label={`Photos of ${of}`}>
      {photos.map((photo, index) => (
        <li key={photo.url}>
          <a
            href={variant(photo.url, 1200)}
            target="_blank"
            rel="noreferrer"
            className="block overflow-hidden rounded-xl border border-slate-200 hover:opacity-90 dark:border-white/10"
          >
            <img
              src={variant(photo.url, 400)}
              alt={`Photo ${index + 1} of ${of}, opens full size`}
              loading="lazy"
              width={400}
              height={300}
              className="aspect-[4/3] w-full object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
