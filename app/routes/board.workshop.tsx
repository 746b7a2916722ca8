import { isRouteErrorResponse, useSearchParams } from "react-router";
import type { Route } from "./+types/board.workshop";
import { BoardReconnecting, BoardUnavailable } from "~/components/board/BoardUnavailable";
import { WorkshopBoard } from "~/components/board/WorkshopBoard";
import { useBoardUpdates } from "~/components/board/use-board-updates";
import { boardStreamUrl, WORKSHOP_BOARD_TITLE } from "~/models/board/board";
import { requireBoardViewer } from "~/models/board/board-access.server";
import { BOARD_KEY_PARAM } from "~/models/board/board-link";
import { readWorkshopBoard } from "~/models/board/board.server";
import { getDb } from "~/utils/db.server";

/**
 * /board/workshop: the workshop TV (docs/product.md#the-tv-boards). Staff, or a board link (?key=...) a manager made on
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
  useBoardUpdates(boardStreamUrl("workshop", params.get(BOARD_KEY_PARAM)));
  return <WorkshopBoard board={loaderData.board} linkLabel={loaderData.linkLabel} />;
}

/** A refused link is told so plainly; any other failure waits for the server to answer again. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const [params] = useSearchParams();
  if (isRouteErrorResponse(error) && error.status === 403 && typeof error.data === "string")
    return <BoardUnavailable title="Workshop board unavailable" message={error.data} />;
  return <BoardReconnecting streamUrl={boardStreamUrl("workshop", params.get(BOARD_KEY_PARAM))} />;
}
