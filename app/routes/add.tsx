import { redirect } from "react-router";
import { BackToDashboard } from "~/components/admin/AdminPageHeader";
import type { Route } from "./+types/add";
import { GameForm } from "~/components/admin-games/GameForm";
import { createGame } from "~/models/game/game-admin.server";
import { ASSET_ID_TAKEN, EMPTY_GAME_VALUES, IMAGE_NOT_OURS, SAVE_FAILED } from "~/models/game/game.schema";
import { SAVED } from "~/models/shared/undo";
import { currentMuseumYear, readGameForm } from "~/models/game/game-form.server";
import { actionAnswers } from "~/utils/admin-action.server";
import { requireStaff } from "~/utils/auth.server";
import { getDb } from "~/utils/db.server";
import { readFormData } from "~/utils/forms";
import { flashInit } from "~/utils/flash.server";
import { logger } from "~/utils/logger.server";
import { actorOf } from "~/models/audit/audit.server";
import { noindexMeta } from "~/utils/staff-meta";

/** Add game: the game form, empty; after adding, home with a confirmation naming the game, and "Saved.". */

export const meta: Route.MetaFunction = (args) => noindexMeta(args, "Add a New Arcade Game");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  return { currentYear: currentMuseumYear() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const form = readGameForm(await readFormData(request));
  const { refuse } = actionAnswers("save", "add game", { values: form.values });
  if ("fieldErrors" in form) return refuse(400, { fieldErrors: form.fieldErrors });
  let result;
  try {
    result = await createGame(getDb(), form.input, actorOf(user, context));
  } catch (error) {
    logger.error({ err: error }, "adding a game failed");
    return refuse(500, { error: SAVE_FAILED });
  }
  if (!result.ok)
    return refuse(400, {
      fieldErrors: result.code === "asset_id_taken" ? { assetId: ASSET_ID_TAKEN } : { images: IMAGE_NOT_OURS },
    });
  return redirect(`/?added=${encodeURIComponent(result.slug)}`, await flashInit(request, { message: SAVED }));
}

export default function AddGame({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="container-page max-w-3xl py-8 sm:py-12">
      <BackToDashboard />
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
