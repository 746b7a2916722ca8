import { useSearchParams } from "react-router";
import type { Route } from "./+types/board";
import { BoardReconnecting } from "~/components/board/BoardUnavailable";
import { LobbyBoard } from "~/components/board/LobbyBoard";
import { useBoardUpdates } from "~/components/board/use-board-updates";
import { boardStreamUrl, lobbyBoardTitle } from "~/models/board/board";
import { BOARD_KEY_PARAM } from "~/models/board/board-link";
import { readLobbyBoard } from "~/models/board/board.server";
import { getConfig } from "~/utils/config.server";
import { getDb } from "~/utils/db.server";
import { museumIn } from "~/utils/museum";

/**
 * /board: the lobby TV (docs/product.md#the-tv-boards). Public, as the home page is: the same figures, drawn for a
 * screen across the room, kept current by the board's event stream. No site header or footer (`bare`), never indexed.
 * The museum's own TV may add a board link's key (/board?key=...): the page is the same, but its stream then has a
 * place that strangers' connections cannot take (server/board-events.ts).
 */
export const handle = { bare: true };

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: lobbyBoardTitle(museumIn(matches)?.name ?? "Lobby") },
  { name: "robots", content: "noindex" },
  // A TV's board link key may be in the address: it must not leave with a request to anywhere else.
  { name: "referrer", content: "no-referrer" },
];

export async function loader() {
  return { board: await readLobbyBoard(getDb(), new Date(), getConfig().timeZone) };
}

/** The lobby's stream, with the board link's key when the TV has one. */
function useLobbyStreamUrl() {
  const [params] = useSearchParams();
  return boardStreamUrl("lobby", params.get(BOARD_KEY_PARAM));
}

export default function Board({ loaderData }: Route.ComponentProps) {
  useBoardUpdates(useLobbyStreamUrl());
  return <LobbyBoard board={loaderData.board} />;
}

export function ErrorBoundary() {
  return <BoardReconnecting streamUrl={useLobbyStreamUrl()} />;
}
