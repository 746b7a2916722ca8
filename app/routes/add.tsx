import { ArrowLeft } from "lucide-react";
import { Link, redirect } from "react-router";
import type { Route } from "./+types/add";
import { GameForm } from "~/components/games/GameForm";
import { createGame } from "~/models/game/game-admin.server";
import { EMPTY_GAME_VALUES, IMAGE_NOT_OURS, SAVE_FAILED } from "~/models/game/game.schema";
import { currentMuseumYear, readGameForm, refuseSave } from "~/models/game/game-form.server";
import { requireStaff } from "~/utils/auth.server";
import { getDb } from "~/utils/db.server";
import { readFormData } from "~/utils/forms";
import { logger } from "~/utils/logger.server";
import { MUSEUM } from "~/utils/museum";
import { actorOf } from "~/models/audit/audit.server";

/** Add game (spec section 2): the game form, empty; after adding, home with a confirmation naming the game. */

export const meta: Route.MetaFunction = () => [
  { title: `Add a New Arcade Game | ${MUSEUM.name}` },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  return { currentYear: currentMuseumYear() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const form = readGameForm(await readFormData(request));
  if ("fieldErrors" in form) return refuseSave(400, form.values, { fieldErrors: form.fieldErrors });
  let result;
  try {
    result = await createGame(getDb(), form.input, actorOf(user, context));
  } catch (error) {
    logger.error({ err: error }, "adding a game failed");
    return refuseSave(500, form.values, { error: SAVE_FAILED });
  }
  if (!result.ok) return refuseSave(400, form.values, { fieldErrors: { images: IMAGE_NOT_OURS } });
  return redirect(`/?added=${encodeURIComponent(result.slug)}`);
}

export default function AddGame({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="container-page max-w-3xl py-8 sm:py-12">
      <Link
        to="/admin"
        className="inline-flex min-h-11 items-center gap-1.5 rounded text-sm font-semibold tracking-wider text-brand-700 uppercase hover:underline dark:text-brand-300"
      >
        <ArrowLeft aria-hidden className="size-4" /> Admin Dashboard
      </Link>
      <h1 className="mt-1 mb-6 text-3xl font-extrabold tracking-tight sm:text-4xl">Add a New Arcade Game</h1>
      <GameForm
        initial={actionData?.values ?? EMPTY_GAME_VALUES}
        result={actionData}
        currentYear={loaderData.currentYear}
        cancelTo="/"
        submitLabel="Add Game"
      />
    </div>
  );
}
