import { Gauge } from "lucide-react";
import { href } from "react-router";
import type { Route } from "./+types/maintenance.machines.$gameId";
import { MaintenanceHistory } from "~/components/maintenance/history/MaintenanceHistory";
import { CounterKeysSection } from "~/components/maintenance/plays/CounterKeysSection";
import { PlayCounterSection } from "~/components/maintenance/plays/PlayCounterSection";
import { BackLink } from "~/components/ui/BackLink";
import { actorOf, type Actor } from "~/models/audit/audit.server";
import { getPublicGameById } from "~/models/game/game.server";
import { museumClock } from "~/models/hours/museum-clock";
import {
  COUNTER_KEY_CREATE_FAILED,
  COUNTER_KEY_GONE,
  COUNTER_KEY_REVOKE_FAILED,
  counterRequest,
} from "~/models/maintenance/counter-key";
import { counterKeySchema } from "~/models/maintenance/counter-key.schema";
import { createCounterKey, listCounterKeys, revokeCounterKey } from "~/models/maintenance/counter-key.server";
import { PLAY_READING_SAVE_FAILED, readingSavedMessage } from "~/models/maintenance/plays";
import { playReadingSchema } from "~/models/maintenance/plays.schema";
import { readMaintenanceHistory } from "~/models/maintenance/history.server";
import { listReadings, recordReading } from "~/models/maintenance/plays.server";
import { idempotencyKeyOf, once } from "~/models/shared/idempotency.server";
import { actionAnswers } from "~/utils/admin-action.server";
import { requireManager, requireStaff } from "~/utils/auth.server";
import { getConfig } from "~/utils/config.server";
import { getDb } from "~/utils/db.server";
import { fieldErrorsOf, formValues, readFormData } from "~/utils/forms";
import { parseId } from "~/utils/ids";
import { logger } from "~/utils/logger.server";
import { formatMuseumDate, formatMuseumDay } from "~/utils/museum-date.server";
import { noindexMeta } from "~/utils/staff-meta";

/**
 * /maintenance/machines/:gameId (docs/product.md#maintenance), staff: one machine's maintenance, a section per
 * part. The play counter: readings by hand (duplicate-safe with the form's idempotency key) and the last ones
 * listed; for managers, the keys its counter posts readings with (POST /api/plays), a new key shown only in the
 * answer that made it. Then what was done on the machine, newest first.
 */
export const meta: Route.MetaFunction = (args) =>
  noindexMeta(args, args.loaderData ? `Maintenance: ${args.loaderData.game.name}` : "Machine Not Found");

async function machineOf(params: { gameId?: string }) {
  const id = parseId(params.gameId);
  const game = id === null ? null : await getPublicGameById(getDb(), id);
  if (!game) throw new Response("Machine Not Found", { status: 404 });
  return game;
}

/** A moment's museum day as the saved message names it: 'Nov 20'. */
const museumDay = (iso: string) => formatMuseumDay(museumClock(new Date(iso), getConfig().timeZone).date, "MMM d");

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireStaff(request);
  const game = await machineOf(params);
  const db = getDb();
  const [readings, keys, history] = await Promise.all([
    listReadings(db, game.id),
    user.role === "manager" ? listCounterKeys(db, game.id) : null,
    readMaintenanceHistory(db, { gameId: game.id }),
  ]);
  return {
    game: { id: game.id, name: game.name, slug: game.slug },
    history,
    readings: readings.map(({ readAt, ...reading }) => ({ ...reading, readLabel: formatMuseumDate(readAt) })),
    keys:
      keys?.map((key) => ({
        id: key.id,
        label: key.label,
        createdBy: key.createdBy,
        createdLabel: formatMuseumDate(key.createdAt),
        lastUsedLabel: key.lastUsedAt ? formatMuseumDate(key.lastUsedAt) : null,
        revokedLabel: key.revokedAt ? formatMuseumDate(key.revokedAt) : null,
      })) ?? null,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const game = await machineOf(params);
  const form = await readFormData(request);
  const values = formValues(form);
  if (values.intent === "make-key" || values.intent === "revoke-key") {
    await requireManager(request, "counter-keys");
    return keyAction(values, game.id, actorOf(user, context));
  }
  if (values.intent !== "reading") return actionAnswers(undefined, "machine maintenance").invalid();
  const parsed = playReadingSchema.safeParse(values);
  const { refuse, done } = actionAnswers("reading", "machine maintenance", {
    values: { reading: values.reading ?? "", note: values.note ?? "" },
  });
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error);
    return refuse(400, { fieldErrors: { reading: fieldErrors.reading, note: fieldErrors.note } });
  }
  let answer;
  try {
    ({ answer } = await once(getDb(), idempotencyKeyOf(form), `play-reading:${game.id}`, (trx) =>
      recordReading(trx, game.id, parsed.data, { source: "staff", userId: user.id }),
    ));
  } catch (error) {
    logger.error({ err: error, gameId: game.id }, "saving a play reading failed");
    return refuse(500, { error: PLAY_READING_SAVE_FAILED });
  }
  if (!answer.ok) return refuse(400, { fieldErrors: { reading: answer.error } });
  const { previous, stored } = answer;
  return done({
    message: readingSavedMessage(
      stored.reading,
      previous && { reading: previous.reading, dayLabel: museumDay(previous.readAt) },
    ),
  });
}

async function keyAction(values: Record<string, string>, gameId: number, actor: Actor) {
  const parsed = counterKeySchema.safeParse(values);
  const intent = parsed.success ? parsed.data.intent : null;
  const { attempt, refuse, done, invalid } = actionAnswers(intent, "counter keys");
  if (!parsed.success) {
    const { label } = fieldErrorsOf(parsed.error);
    return label ? refuse(400, { fieldErrors: { label } }) : invalid();
  }
  const post = parsed.data;
  if (post.intent === "revoke-key")
    return attempt(
      COUNTER_KEY_REVOKE_FAILED,
      () => revokeCounterKey(getDb(), gameId, post.id, actor),
      COUNTER_KEY_GONE,
    );
  try {
    const made = await createCounterKey(getDb(), gameId, post.label, actor);
    if (!made) return refuse(404, { error: COUNTER_KEY_CREATE_FAILED });
    return done({
      message: `Counter key ${post.label} made.`,
      label: post.label,
      key: made.token,
      request: counterRequest(getConfig().publicUrl, made.token),
    });
  } catch (error) {
    logger.error({ err: error, gameId }, "making a counter key failed");
    return refuse(500, { error: COUNTER_KEY_CREATE_FAILED });
  }
}

export default function MachineMaintenance({ loaderData, actionData }: Route.ComponentProps) {
  const { game, readings, keys, history } = loaderData;
  // Without JavaScript a form's answer comes as the page's action data, not through its fetcher.
  const readingResult = actionData?.intent === "reading" ? actionData : undefined;
  const keyResult = actionData?.intent === "make-key" ? actionData : undefined;
  return (
    <div className="container-page max-w-4xl py-8 sm:py-12">
      <header className="mb-8">
        <BackLink to={href("/game/:slug", { slug: game.slug })}>{game.name}</BackLink>
        <h1 className="mt-1 flex items-center gap-2 text-3xl font-extrabold tracking-tight sm:text-4xl">
          <Gauge aria-hidden className="size-7 shrink-0 text-brand-700 dark:text-brand-300" />
          Maintenance
        </h1>
        <p className="mt-2 text-lg text-slate-700 dark:text-slate-300" data-testid="machine-name">
          {game.name}
        </p>
      </header>
      <div className="space-y-8">
        <PlayCounterSection readings={readings} pageResult={readingResult} />
        {keys ? <CounterKeysSection keys={keys} pageResult={keyResult} /> : null}
        <MaintenanceHistory rows={history} />
      </div>
    </div>
  );
}
