import { href, Link } from "react-router";
import type { GameCardData } from "~/models/game/collection";
import { GameImage } from "./GameImage";
import { StatusBadge } from "./StatusBadge";
import "./game-card.css";

/** Card slot widths in the grid (2 / 3 / 4 columns). */
const CARD_SIZES = "(min-width:1280px) 300px, (min-width:1024px) 31vw, 47vw";

/**
 * One collection card: plain, compact markup (see game-card.css) with no
 * state beyond the image fallback; content-visibility lets a phone skip
 * laying out cards far below the fold.
 */
export function GameCard({ game, eager }: { game: GameCardData; eager: boolean }) {
  return (
    <li className="gc" data-testid="game-card">
      <Link to={href("/game/:slug", { slug: game.slug })}>
        <GameImage url={game.image} alt="" sizes={CARD_SIZES} eager={eager} />
        <div className="gc-body">
          <h2>{game.name}</h2>
          <p className="gc-meta">
            <span>
              <b>{game.type}</b>
            </span>
            {game.year ? <span>{game.year}</span> : null}
          </p>
          <p className="gc-loc">
            <span className="sr-only">Location: </span>
            {game.location}
          </p>
          <StatusBadge status={game.status} className="mt-auto self-start" />
        </div>
      </Link>
    </li>
  );
}
