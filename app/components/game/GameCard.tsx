import { CalendarDays, MapPin } from "lucide-react";
import { Link } from "react-router";
import type { GameCardData } from "~/models/collection";
import { GameImage } from "./GameImage";
import { StatusBadge } from "./StatusBadge";

/** Card slot widths in the grid below (1 / 2 / 3 / 4 columns). */
const CARD_SIZES = "(min-width: 1280px) 300px, (min-width: 1024px) 31vw, (min-width: 640px) 47vw, 92vw";

/**
 * One collection card: plain markup, no state of its own beyond the image
 * fallback; content-visibility lets a phone skip laying out cards far below.
 */
export function GameCard({ game, eager }: { game: GameCardData; eager: boolean }) {
  return (
    <li className="[contain-intrinsic-size:auto_22rem] [content-visibility:auto]" data-testid="game-card">
      <Link
        to={`/game/${game.slug}`}
        className="group card flex h-full flex-col overflow-hidden transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md dark:hover:border-brand-400/50"
      >
        <GameImage url={game.image} alt="" sizes={CARD_SIZES} eager={eager} className="aspect-[4/3]" />
        <div className="flex flex-1 flex-col gap-2 p-4">
          <div className="flex items-start justify-between gap-3">
            <h2 className="text-lg font-bold leading-snug text-slate-900 group-hover:text-brand-700 dark:text-white dark:group-hover:text-brand-300">
              {game.name}
            </h2>
            <StatusBadge status={game.status} className="mt-0.5 shrink-0" />
          </div>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-300">
            <span className="font-semibold text-brand-700 dark:text-brand-300">{game.type}</span>
            {game.year ? (
              <span className="inline-flex items-center gap-1">
                <CalendarDays aria-hidden className="size-3.5" />
                {game.year}
              </span>
            ) : null}
            <span className="inline-flex items-center gap-1">
              <MapPin aria-hidden className="size-3.5" />
              {game.location}
            </span>
          </p>
        </div>
      </Link>
    </li>
  );
}
