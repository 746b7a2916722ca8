import { LoaderCircle, Wrench } from "lucide-react";
import { useState } from "react";
import { href, Link, redirect, useSubmit } from "react-router";
import { BackLink } from "~/components/ui/BackLink";
import type { Route } from "./+types/repairs.new";
import { FormAlert } from "~/components/ui/FormAlert";
import { IdempotencyField, useIdempotencyKey } from "~/components/forms/IdempotencyKey";
import { checkWith, useForm } from "~/components/forms/use-form";
import { PhotoPicker } from "~/components/repair/thread/PhotoPicker";
import { KeptNotice, useKeptOnPhone } from "~/components/floor-queue/KeptNotice";
import { getPublicGameById } from "~/models/game/game.server";
import { DEFAULT_SEVERITY } from "~/models/repair/floor";
import { CHOICE_TILE, TriageFields } from "~/components/repair/TriageFields";
import {
  CREATE_REPAIR_FAILED,
  logRepairSchema,
  readLogRepair,
  REPAIR_COMMENT_MAX,
} from "~/models/repair/repair.schema";
import { logRepair } from "~/models/repair/repair.server";
import { photoOf } from "~/models/repair/thread";
import { takeRepair } from "~/models/repair/triage.server";
import { idempotencyKeyOf, once } from "~/models/shared/idempotency.server";
import { requireStaff } from "~/utils/auth.server";
import { getDb } from "~/utils/db.server";
import { flashInit } from "~/utils/flash.server";
import { actionAnswers } from "~/utils/admin-action.server";
import { fieldErrorsOf, readFormData } from "~/utils/forms";
import { logger } from "~/utils/logger.server";
import { noindexMeta } from "~/utils/staff-meta";
import { parseId } from "~/utils/ids";
import { actorOf } from "~/models/audit/audit.server";

/**
 * Log repair: needs ?gameId of a real game, else home. The comment, its severity (Unplayable by default,
 * which sets the machine In Repair: docs/product.md#rules-worth-knowing) and safety, 'Take it myself'
 * (ticked: whoever logs at the machine usually fixes it) and up to four photos; saving lands on the new repair's
 * thread, which says it was logged.
 * Duplicate-safe: a re-sent post with the form's idempotency key logs one repair.
 */

async function gameOf(request: Request) {
  const id = parseId(new URL(request.url).searchParams.get("gameId"));
  const game = id ? await getPublicGameById(getDb(), id) : null;
  if (!game) throw redirect("/");
  return game;
}

export const meta: Route.MetaFunction = (args) =>
  noindexMeta(args, `Log New Repair${args.loaderData ? `: ${args.loaderData.game.name}` : ""}`);

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const game = await gameOf(request);
  return { game: { id: game.id, name: game.name, slug: game.slug } };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const game = await gameOf(request);
  const form = await readFormData(request);
  const posted = readLogRepair(form);
  const parsed = logRepairSchema.safeParse(posted);
  const { refuse } = actionAnswers(undefined, "log repair", { values: { comment: posted.comment } });
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error);
    return refuse(400, { error: Object.values(fieldErrors)[0], fieldErrors });
  }
  const { comment, severity, safety, take, photos } = parsed.data;
  const actor = actorOf(user, context);
  let logged;
  try {
    ({ answer: logged } = await once(getDb(), idempotencyKeyOf(form), `log-repair:${game.id}`, async (trx) => {
      const done = await logRepair(trx, game.id, comment, actor, { severity, safety, photos: photos.map(photoOf) });
      if (done && take) await takeRepair(trx, done.repairId, actor);
      return done;
    }));
  } catch (error) {
    logger.error({ err: error, gameId: game.id }, "logging a repair failed");
    return refuse(500, { error: CREATE_REPAIR_FAILED, values: { comment } });
  }
  if (!logged) throw redirect("/");
  throw redirect(
    href("/repairs/:id", { id: String(logged.repairId) }),
    await flashInit(request, { message: `Repair logged for ${game.name}.` }),
  );
}

const CHECK = checkWith<unknown>(logRepairSchema, readLogRepair);
export default function LogRepair({ loaderData, actionData }: Route.ComponentProps) {
  const { game } = loaderData;
  const [comment, setComment] = useState(actionData && !actionData.ok ? (actionData.values?.comment ?? "") : "");
  const [photos, setPhotos] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const { key, renew } = useIdempotencyKey();
  const submit = useSubmit();
  const { formRef, errors, onSubmit, busy, failure } = useForm({
    check: CHECK,
    id: "repair",
    result: actionData,
    send: (form) => submit(form, { method: "post" }),
  });
  const kept = useKeptOnPhone(formRef, () => {
    formRef.current?.reset();
    setComment("");
    setPhotos([]);
    renew();
  });
  const saving = busy;
  return (
    <div className="container-page max-w-2xl py-8 sm:py-12">
      <BackLink to={href("/game/:slug", { slug: game.slug })}>{game.name}</BackLink>
      <h1 className="mt-1 text-3xl font-extrabold tracking-tight sm:text-4xl">Log New Repair</h1>
      <p className="mt-2 text-lg text-slate-700 dark:text-slate-300" data-testid="repair-game-name">
        {game.name}
      </p>
      <form
        method="post"
        ref={formRef}
        onSubmit={onSubmit}
        noValidate
        className="mt-6 space-y-5 card p-5 sm:p-6"
        data-floor-label={`Log repair: ${game.name}`}
      >
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <IdempotencyField value={key} />
        <div>
          <label htmlFor="repair-comment" className="label">
            Repair Comment
          </label>
          <textarea
            id="repair-comment"
            name="comment"
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            required
            autoFocus
            rows={5}
            maxLength={REPAIR_COMMENT_MAX}
            placeholder="What is wrong, and what have you tried?"
            aria-invalid={errors.comment ? true : undefined}
            className="input min-h-36 resize-y"
          />
        </div>
        <TriageFields
          severity={DEFAULT_SEVERITY}
          safety={false}
          hint={
            <p className="mt-1.5 text-sm text-slate-600 dark:text-slate-400">
              Unplayable (or a safety problem) sets the machine to In Repair.
            </p>
          }
        />
        <label className={CHOICE_TILE}>
          <input type="checkbox" name="take" defaultChecked className="size-5 accent-brand-600" />
          Take it myself
        </label>
        <div>
          <p className="label">Photos (optional)</p>
          <PhotoPicker photos={photos} onChange={setPhotos} onBusyChange={setUploading} />
        </div>
        <KeptNotice kept={kept} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Link to={href("/game/:slug", { slug: game.slug })} className="btn-ghost justify-center">
            Cancel
          </Link>
          <button
            type="submit"
            className="btn-primary min-h-12 justify-center"
            disabled={saving || uploading || comment.trim() === ""}
          >
            {saving ? (
              <LoaderCircle aria-hidden className="size-4 animate-spin" />
            ) : (
              <Wrench aria-hidden className="size-4" />
            )}
            {saving ? "Saving..." : uploading ? "Uploading photos..." : "Log Repair"}
          </button>
        </div>
      </form>
    </div>
  );
}
