import { imageVariant } from "~/utils/images";
import { useMuseum } from "~/utils/museum";
import { useRootData } from "~/utils/root-data";

/** For a link around the logo: it starts with the logo's visible words (WCAG 2.5.3, label in name). */
export const homeLinkLabel = (name: string) => `${name} Arcade & Pinball, home`;

/**
 * The museum's uploaded logo beside its name, or the drawn mark until a manager uploads one. `wordsClassName`
 * lets a narrow header keep only the mark.
 */
export function Logo({ className = "", wordsClassName = "" }: { className?: string; wordsClassName?: string }) {
  const museum = useMuseum();
  const uploadsBase = useRootData()?.uploadsBase;
  return (
    <span className={`inline-flex items-center gap-2.5 ${className}`}>
      {museum.logoUrl ? (
        <img
          src={imageVariant(museum.logoUrl, 400, uploadsBase)}
          alt=""
          width={36}
          height={36}
          className="size-9 shrink-0 rounded-[11px] object-contain"
          data-testid="site-logo"
        />
      ) : (
        <DrawnMark className="size-9 shrink-0" />
      )}
      <span className={`flex flex-col leading-none ${wordsClassName}`}>
        <span className="font-display text-lg font-extrabold tracking-tight">{museum.name}</span>{" "}
        <span className="mt-0.5 text-[0.68rem] font-semibold tracking-[0.18em] uppercase opacity-80">
          Arcade &amp; Pinball
        </span>
      </span>
    </span>
  );
}

/** The museum's drawn mark, shown until a manager uploads a logo. */
export function DrawnMark({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden className={className}>
      <defs>
        <linearGradient id="logo-g" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#e763cd" />
          <stop offset="1" stopColor="#22d3ee" />
        </linearGradient>
      </defs>
      <rect width="40" height="40" rx="11" fill="url(#logo-g)" />
      <circle cx="20" cy="17" r="8" fill="#fff" />
      <circle cx="17.5" cy="14.5" r="2.5" fill="#e763cd" opacity=".55" />
      <rect x="8" y="29" width="24" height="4" rx="2" fill="#12112a" opacity=".85" />
    </svg>
  );
}
