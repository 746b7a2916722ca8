import { isRouteErrorResponse, useSearchParams } from "react-router";
import type { Route } from "./+types/board.workshop";
import { WorkshopBoard } from "~/components/board/WorkshopBoard";
import { useBoardUpdates } from "~/components/board/use-board-updates";
import { WORKSHOP_BOARD_TITLE } from "~/models/board/board";
import { requireBoardViewer } from "~/models/board/board-access.server";
import { BOARD_KEY_PARAM } from "~/models/board/board-link";
import { readWorkshopBoard } from "~/models/board/board.server";
import { getDb } from "~/utils/db.server";

/**
 * /board/workshop (issue 23): the workshop TV. Staff, or a board link (?key=...) a manager made on
 * /admin/board-links: the key opens this board and nothing else, read-only, and sets no session. A revoked
 * key gets a plain refusal.
 */
export const handle = { bare: true };

export const meta: Route.MetaFunction = () => [
  { title: WORKSHOP_BOARD_TITLE },
  { name: "robots", content: "noindex" },
  // The key is in the address: it must not leave with a request to anywhere else.
  { name: "referrer", content: "no-referrer" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireBoardViewer(request);
  return { board: await readWorkshopBoard(getDb(), new Date()), linkLabel: viewer.label };
}

export default function Workshop({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const key = params.get(BOARD_KEY_PARAM);
  useBoardUpdates(`/board/events?board=workshop${key ? `&${BOARD_KEY_PARAM}=${encodeURIComponent(key)}` : ""}`);
  return <WorkshopBoard board={loaderData.board} linkLabel={loaderData.linkLabel} />;
}

/** A refused link is told so plainly, on the board's dark screen, with nothing to click. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message =
    isRouteErrorResponse(error) && typeof error.data === "string" ? error.data : "This board could not be shown.";
  return (
    <main className="dark fixed inset-0 flex items-center justify-center bg-ink-950 p-8 text-center text-[min(1.25vw,2.25vh)] text-slate-100">
      <div>
        <h1 className="font-display text-[2.4em] font-black text-white">Workshop board unavailable</h1>
        <p className="mt-[0.5em] text-[1.4em] text-slate-300">{message}</p>
      </div>
    </main>
  );
}
