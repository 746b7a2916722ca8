import { Trash2 } from "lucide-react";
import { useState } from "react";
import { href } from "react-router";
import type { Route } from "./+types/admin.trash";
import { AdminPageHeader } from "~/components/admin/AdminPageHeader";
import { ManagerScreenBoundary } from "~/components/admin/ManagerScreenBoundary";
import { useActionButton } from "~/components/forms/use-action-button";
import { FormAlert } from "~/components/ui/FormAlert";
import { TrashedRepairs } from "~/components/admin/TrashedRepairs";
import { SuccessNotice, TrashRow } from "~/components/admin/TrashParts";
import {
  NOT_IN_TRASH,
  REPAIR_NOT_IN_TRASH,
  repairGameInTrash,
  RESTORE_FAILED,
  RESTORE_REPAIR_FAILED,
  TRASH_DAYS,
  TRASH_EMPTY,
} from "~/models/game/game-trash";
import { listTrash, restoreGame } from "~/models/game/game-trash.server";
import { listTrashedRepairs, restoreRepair } from "~/models/repair/repair-trash.server";
import { listTrashedTasks, restoreTask } from "~/models/maintenance/task-trash.server";
import { RESTORE_TASK_FAILED, TASK_NOT_IN_TRASH } from "~/models/maintenance/task-trash";
import { TrashedTasks } from "~/components/admin/TrashedTasks";
import { formatMuseumDate } from "~/utils/museum-date.server";
import { readAdminPost } from "~/utils/admin-action.server";
import { requireManager } from "~/utils/auth.server";
import { getDb } from "~/utils/db.server";
import { actorOf } from "~/models/audit/audit.server";
import { noindexMeta } from "~/utils/staff-meta";
import { ruledList } from "~/components/ui/classes";

/**
 * The Trash (docs/departures.md "Deleted games go to a Trash"), managers only: games staff deleted, kept with their repairs, inquiries and
 * photos, repairs staff deleted, kept with their work entries, photos and parts, and maintenance tasks managers
 * deleted, kept with their machines, checklist and what was done on them, for 30 days, when the hourly
 * housekeeping purges them. Restore puts a game, a repair or a task back as it was.
 */
export const meta: Route.MetaFunction = (args) => noindexMeta(args, "Trash");

export async function loader({ request }: Route.LoaderArgs) {
  await requireManager(request, "trash");
  const [games, repairs, tasks] = await Promise.all([
    listTrash(getDb()),
    listTrashedRepairs(getDb()),
    listTrashedTasks(getDb()),
  ]);
  const labelled = <T extends { deletedAt: string }>(row: T) => ({
    ...row,
    deletedLabel: formatMuseumDate(row.deletedAt),
  });
  return { games: games.map(labelled), repairs: repairs.map(labelled), tasks: tasks.map(labelled) };
}

const INTENTS = ["restore", "restore-repair", "restore-task"] as const;

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireManager(request, "trash");
  const { intent, id, attempt, invalid, refuse } = await readAdminPost(request, INTENTS, "trash");
  if (!intent || id === null) return invalid();
  const actor = actorOf(user, context);
  if (intent === "restore-task") {
    let refused: string | undefined;
    const answer = await attempt(
      RESTORE_TASK_FAILED,
      async () => {
        const restored = await restoreTask(getDb(), id, actor);
        if (restored && !restored.ok) refused = restored.error;
        return restored !== null && restored.ok;
      },
      TASK_NOT_IN_TRASH,
    );
    return refused ? refuse(409, { error: refused }) : answer;
  }
  if (intent === "restore-repair") {
    let gameInTrash: string | undefined;
    const answer = await attempt(
      RESTORE_REPAIR_FAILED,
      async () => {
        const restored = await restoreRepair(getDb(), id, actor);
        if (restored && "gameInTrash" in restored) gameInTrash = restored.gameInTrash;
        return restored !== null && !gameInTrash;
      },
      REPAIR_NOT_IN_TRASH,
    );
    return gameInTrash ? refuse(409, { error: repairGameInTrash(gameInTrash) }) : answer;
  }
  return attempt(RESTORE_FAILED, async () => (await restoreGame(getDb(), id, actor)) !== null, NOT_IN_TRASH);
}

type Trashed = Route.ComponentProps["loaderData"]["games"][number];

export default function Trash({ loaderData }: Route.ComponentProps) {
  const { games, repairs, tasks } = loaderData;
  const { submit, busy, answer, error } = useActionButton<typeof action>();
  const [restoring, setRestoring] = useState<Trashed | null>(null);
  const restore = (game: Trashed) => {
    setRestoring(game);
    void submit({ intent: "restore", id: String(game.id) }, { method: "post", preventScrollReset: true });
  };

  return (
    <div className="container-page max-w-4xl py-8 sm:py-12">
      <AdminPageHeader title="Trash">
        Games deleted from the collection stay here, with their repairs, buyer inquiries and photos, deleted repairs
        with their work entries, photos and parts, and deleted maintenance tasks with their machines, checklist and what
        was done on them, for {TRASH_DAYS} days. Then they are deleted for good.
      </AdminPageHeader>

      <div aria-live="polite">
        {answer?.ok && restoring ? (
          <SuccessNotice to={href("/game/:slug", { slug: restoring.slug })} link="View game">
            {restoring.name} is back in the collection.
          </SuccessNotice>
        ) : null}
        {error ? <FormAlert>{error}</FormAlert> : null}
      </div>

      {games.length === 0 && repairs.length === 0 && tasks.length === 0 ? (
        <p className="flex flex-col items-center gap-2 card p-8 text-center text-slate-700 dark:text-slate-300">
          <Trash2 aria-hidden className="size-6 text-slate-400" />
          {TRASH_EMPTY}
        </p>
      ) : null}
      {games.length > 0 ? (
        <section aria-labelledby="trashed-games">
          <h2 id="trashed-games" className="mb-3 text-xl font-bold">
            Games
          </h2>
          <ul className={ruledList} aria-label="Deleted games, most recent first">
            {games.map((game) => (
              <TrashRow
                key={game.id}
                row={game}
                restoreLabel={`Restore ${game.name}`}
                busy={busy}
                restoring={restoring?.id === game.id}
                onRestore={() => restore(game)}
              >
                <p className="font-semibold break-words text-slate-900 dark:text-white">{game.name}</p>
              </TrashRow>
            ))}
          </ul>
        </section>
      ) : null}
      <TrashedRepairs repairs={repairs} />
      <TrashedTasks tasks={tasks} />
    </div>
  );
}

export const ErrorBoundary = ManagerScreenBoundary;
