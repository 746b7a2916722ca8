import type { Route } from "./+types/board";
import { BoardReconnecting } from "~/components/board/BoardUnavailable";
import { LobbyBoard } from "~/components/board/LobbyBoard";
import { useBoardUpdates } from "~/components/board/use-board-updates";
import { boardStreamUrl, LOBBY_BOARD_TITLE } from "~/models/board/board";
import { readLobbyBoard } from "~/models/board/board.server";
import { getConfig } from "~/utils/config.server";
import { getDb } from "~/utils/db.server";

/**
 * /board (issue 23): the lobby TV. Public, as the home page is: the same figures, drawn for a screen across
 * the room, kept current by the board's event stream. No site header or footer (`bare`), never indexed.
 */
export const handle = { bare: true };

export const meta: Route.MetaFunction = () => [{ title: LOBBY_BOARD_TITLE }, { name: "robots", content: "noindex" }];

export async function loader() {
  return { board: await readLobbyBoard(getDb(), new Date(), getConfig().timeZone) };
}

export default function Board({ loaderData }: Route.ComponentProps) {
  useBoardUpdates(boardStreamUrl("lobby"));
  return <LobbyBoard board={loaderData.board} />;
}

export function ErrorBoundary() {
  return <BoardReconnecting streamUrl={boardStreamUrl("lobby")} />;
}
