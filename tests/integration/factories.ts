import type { NewGame } from "~/db/schema";
import { gameSlug } from "~/models/game/slug";

/** A complete games row with the form's defaults; tests name only what they care about. */
export function newGame(fields: Partial<NewGame> & { name: string }, createdAt = new Date().toISOString()): NewGame {
  const location = fields.location ?? "Replay";
  return {
    slug: gameSlug(fields.name, location),
    type: "Arcade",
    status: "Operational",
    all_images: "[]",
    missing_parts: "[]",
    for_sale: false,
    created_at: createdAt,
    updated_at: createdAt,
    ...fields,
    location,
  };
}
