import { LoaderCircle, Wrench } from "lucide-react";
import { useState } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { BackLink } from "~/components/ui/BackLink";
import type { Route } from "./+types/repairs.new";
import { FormAlert } from "~/components/ui/FormAlert";
import { getPublicGameById } from "~/models/game/game.server";
import { CREATE_REPAIR_FAILED, REPAIR_COMMENT_MAX, repairCommentSchema } from "~/models/repair/repair.schema";
import { logRepair } from "~/models/repair/repair.server";
import { requireStaff } from "~/utils/auth.server";
import { getDb } from "~/utils/db.server";
import { readFormData } from "~/utils/forms";
import { logger } from "~/utils/logger.server";
import { MUSEUM } from "~/utils/museum";
import { parseId } from "~/utils/ids";
import { actorOf } from "~/models/audit/audit.server";

/** Log repair (spec section 2): needs ?gameId of a real game, else home; saving sets the game In Repair and returns to it. */

async function gameOf(request: Request) {
  const id = parseId(new URL(request.url).searchParams.get("gameId"));
  const game = id ? await getPublicGameById(getDb(), id) : null;
  if (!game) throw redirect("/");
  return game;
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Log New Repair${loaderData ? `: ${loaderData.game.name}` : ""} | ${MUSEUM.name}` },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const game = await gameOf(request);
  return { game: { id: game.id, name: game.name, slug: game.slug } };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const game = await gameOf(request);
  const posted = (await readFormData(request)).get("comment");
  // A file sent where the text belongs is no comment (String() would store "[object File]").
  const comment = typeof posted === "string" ? posted : "";
  const parsed = repairCommentSchema.safeParse(comment);
  if (!parsed.success) return data({ comment, error: parsed.error.issues[0].message }, { status: 400 });
  let logged;
  try {
    logged = await logRepair(getDb(), game.id, parsed.data, actorOf(user, context));
  } catch (error) {
    logger.error({ err: error, gameId: game.id }, "logging a repair failed");
    return data({ comment, error: CREATE_REPAIR_FAILED }, { status: 500 });
  }
  if (!logged) throw redirect("/");
  throw redirect(`/game/${logged.slug}`);
}

export default function LogRepair({ loaderData, actionData }: Route.ComponentProps) {
  const { game } = loaderData;
  const [comment, setComment] = useState(actionData?.comment ?? "");
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  return (
    <div className="container-page max-w-2xl py-8 sm:py-12">
      <BackLink to={`/game/${game.slug}`}>{game.name}</BackLink>
      <h1 className="mt-1 text-3xl font-extrabold tracking-tight sm:text-4xl">Log New Repair</h1>
      <p className="mt-2 text-lg text-slate-700 dark:text-slate-300" data-testid="repair-game-name">
        {game.name}
      </p>
      <Form method="post" className="mt-6 space-y-5 card p-5 sm:p-6">
        {actionData?.error ? <FormAlert>{actionData.error}</FormAlert> : null}
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
            rows={6}
            maxLength={REPAIR_COMMENT_MAX}
            placeholder="What is wrong, and what have you tried?"
            className="input min-h-40 resize-y"
          />
          <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">Saving sets the machine to In Repair.</p>
        </div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Link to={`/game/${game.slug}`} className="btn-ghost justify-center">
            Cancel
          </Link>
          <button type="submit" className="btn-primary justify-center" disabled={saving || comment.trim() === ""}>
            {saving ? (
              <LoaderCircle aria-hidden className="size-4 animate-spin" />
            ) : (
              <Wrench aria-hidden className="size-4" />
            )}
            {saving ? "Saving..." : "Log Repair"}
          </button>
        </div>
      </Form>
    </div>
  );
}
