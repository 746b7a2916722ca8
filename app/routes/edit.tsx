import { useCallback, useState } from "react";
import { href, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { BackLink } from "~/components/ui/BackLink";
import type { Route } from "./+types/edit";
import { BuyerInquiriesSection } from "~/components/admin-games/BuyerInquiriesSection";
import { GameForm, type SaleTakenOff } from "~/components/admin-games/GameForm";
import { VerifiedWorking } from "~/components/admin-games/VerifiedWorking";
import { FormAlert } from "~/components/ui/FormAlert";
import { getStaffGame, updateGame } from "~/models/game/game-admin.server";
import { deleteGameWithUndo, GAME_UNDO_INTENT, undoGameDelete } from "~/models/game/game-undo.server";
import { idempotencyKeyOf, once } from "~/models/shared/idempotency.server";
import { SAVED, UNDO_FAILED } from "~/models/shared/undo";
import { flashInit } from "~/utils/flash.server";
import {
  ASSET_ID_TAKEN,
  DELETE_FAILED,
  gameToFormValues,
  IMAGE_NOT_OURS,
  SAVE_FAILED,
  STALE_VERSION,
} from "~/models/game/game.schema";
import { currentMuseumYear, readGameForm } from "~/models/game/game-form.server";
import {
  VERIFIED_DATE_FUTURE,
  VERIFIED_FAILED,
  VERIFIED_INTENT,
  VerifiedWorkingSchema,
} from "~/models/game/verified-working.schema";
import {
  readLastVerification,
  recordVerifiedWorking,
  type LastVerification,
} from "~/models/game/verified-working.server";
import { museumClock } from "~/models/hours/museum-clock";
import { requireStaff } from "~/utils/auth.server";
import { getDb } from "~/utils/db.server";
import { fieldErrorsOf, formValues, readFormData } from "~/utils/forms";
import { actionAnswers } from "~/utils/admin-action.server";
import { getConfig } from "~/utils/config.server";
import { formatMuseumDay } from "~/utils/museum-date.server";
import { logger } from "~/utils/logger.server";
import { noindexMeta } from "~/utils/staff-meta";
import { parseId } from "~/utils/ids";
import { actorOf } from "~/models/audit/audit.server";

/**
 * Edit game: the form prefilled; a game that does not exist sends the user home.
 * Also the target of the game page's Delete (intent "delete"), which lands on /collection with a toast offering
 * Undo, and of that Undo (intent "undo-delete"). A save lands on the game's page, saying "Saved.".
 */

export const meta: Route.MetaFunction = (args) =>
  noindexMeta(args, `Edit ${args.loaderData?.game.name ?? "Arcade Game"}`);

/**
 * An inquiry's status or notes change (posted by the Buyer Inquiries cards) and a "verified working" check do
 * not reload the game: the form keeps the version it was opened with, so a colleague's save in the meantime is
 * still caught.
 */
export function shouldRevalidate({ formAction, formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formData?.get("intent") === VERIFIED_INTENT) return false;
  return formAction?.startsWith("/admin/buyer-inquiries") ? false : defaultShouldRevalidate;
}

const museumToday = () => museumClock(new Date(), getConfig().timeZone).date;
const lastVerifiedLabel = (last: LastVerification | null) =>
  last ? `${formatMuseumDay(last.verifiedOn)}${last.by ? `, by ${last.by}` : ""}` : null;

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
  const id = parseId(params.id);
  const db = getDb();
  const game = id === null ? null : await getStaffGame(db, id);
  if (!game) throw redirect("/");
  return {
    game: { id: game.id, slug: game.slug, name: game.name, version: game.version },
    values: gameToFormValues(game),
    currentYear: currentMuseumYear(),
    lastVerified: lastVerifiedLabel(await readLastVerification(db, game.id)),
    today: museumToday(),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const id = parseId(params.id);
  if (id === null) throw redirect("/");
  const formData = await readFormData(request);
  const actor = actorOf(user, context);

  if (formData.get("intent") === "delete") {
    let deleted;
    try {
      deleted = await deleteGameWithUndo(getDb(), id, actor);
    } catch (error) {
      logger.error({ err: error, gameId: id }, "deleting a game failed");
      return actionAnswers("delete", "edit game").refuse(500, { error: DELETE_FAILED });
    }
    const toast = deleted && { message: `${deleted.name} moved to the Trash.`, undo: deleted.undo };
    throw redirect("/collection", await flashInit(request, toast));
  }
  if (formData.get("intent") === GAME_UNDO_INTENT) return undoDelete(id, formData, actor);

  if (formData.get("intent") === VERIFIED_INTENT) return recordCheck(id, formData, actor);

  const form = readGameForm(formData);
  const { refuse } = actionAnswers("save", "edit game", { values: form.values });
  if ("fieldErrors" in form) return refuse(400, { fieldErrors: form.fieldErrors });
  const version = Number(formData.get("version"));
  let result;
  try {
    result = await updateGame(getDb(), id, Number.isInteger(version) ? version : -1, form.input, actor);
  } catch (error) {
    logger.error({ err: error, gameId: id }, "saving a game failed");
    return refuse(500, { error: SAVE_FAILED });
  }
  if (result.ok)
    throw redirect(href("/game/:slug", { slug: result.slug }), await flashInit(request, { message: SAVED }));
  if (result.code === "missing") throw redirect("/");
  if (result.code === "bad_image") return refuse(400, { fieldErrors: { images: IMAGE_NOT_OURS } });
  if (result.code === "asset_id_taken") return refuse(400, { fieldErrors: { assetId: ASSET_ID_TAKEN } });
  const current = await getStaffGame(getDb(), id);
  if (!current) throw redirect("/");
  return refuse(409, { error: STALE_VERSION, version: current.version });
}

/** The deleter's Undo of a delete (the toast on the page the delete landed on), duplicate-safe like the floor's forms. */
async function undoDelete(id: number, formData: FormData, actor: ReturnType<typeof actorOf>) {
  const { refuse, done } = actionAnswers(GAME_UNDO_INTENT, "edit game");
  const token = formData.get("undo");
  try {
    const { answer } = await once(getDb(), idempotencyKeyOf(formData), `game-undo-delete:${id}`, (trx) =>
      undoGameDelete(trx, id, typeof token === "string" ? token : undefined, actor),
    );
    return answer.ok ? done({ message: answer.message }) : refuse(answer.status, { error: answer.error });
  } catch (error) {
    logger.error({ err: error, gameId: id }, "undoing a game's delete failed");
    return refuse(500, { error: UNDO_FAILED });
  }
}

/** The 'Verified working' form's post: a museum date, not after today. */
async function recordCheck(id: number, formData: FormData, actor: ReturnType<typeof actorOf>) {
  const values = formValues(formData);
  const { refuse, done } = actionAnswers(VERIFIED_INTENT, "verified working", {
    values: { verifiedOn: values.verifiedOn ?? "" },
  });
  const parsed = VerifiedWorkingSchema.safeParse(values);
  if (!parsed.success) return refuse(400, { fieldErrors: fieldErrorsOf(parsed.error) });
  const { verifiedOn } = parsed.data;
  if (verifiedOn > museumToday()) return refuse(400, { fieldErrors: { verifiedOn: VERIFIED_DATE_FUTURE } });
  const db = getDb();
  try {
    if (!(await recordVerifiedWorking(db, id, verifiedOn, actor))) throw redirect("/");
    return done({ last: lastVerifiedLabel(await readLastVerification(db, id)) ?? "" });
  } catch (error) {
    if (error instanceof Response) throw error;
    logger.error({ err: error, gameId: id }, "recording a verified-working check failed");
    return refuse(500, { error: VERIFIED_FAILED });
  }
}

export default function EditGame({ loaderData, actionData }: Route.ComponentProps) {
  const { game, values, currentYear, lastVerified, today } = loaderData;
  const result = actionData?.intent === "save" ? actionData : undefined;
  const deleteError = actionData?.intent === "delete" ? actionData.error : null;
  const [offSale, setOffSale] = useState<SaleTakenOff | null>(null);
  const takenOffSale = useCallback(
    (change: SaleTakenOff) => setOffSale((shown) => (shown?.to === change.to ? shown : change)),
    [],
  );
  return (
    <div className="container-page max-w-3xl py-8 sm:py-12">
      <BackLink to={href("/game/:slug", { slug: game.slug })}>{game.name}</BackLink>
      <h1 className="mt-1 mb-6 text-3xl font-extrabold tracking-tight sm:text-4xl">Edit Arcade Game</h1>
      {deleteError ? <FormAlert>{deleteError}</FormAlert> : null}
      <GameForm
        initial={result?.values ?? values}
        version={result && "version" in result && typeof result.version === "number" ? result.version : game.version}
        result={result}
        currentYear={currentYear}
        cancelTo={href("/game/:slug", { slug: game.slug })}
        submitLabel="Save Changes"
        saleTakenOff={offSale}
      />
      <div className="mt-8">
        <VerifiedWorking
          last={lastVerified}
          today={today}
          pageResult={actionData?.intent === VERIFIED_INTENT ? actionData : undefined}
        />
      </div>
      <div className="mt-8">
        <BuyerInquiriesSection gameId={game.id} onTakenOffSale={takenOffSale} />
      </div>
    </div>
  );
}
