import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { useBoardUpdates } from "./use-board-updates";

/** How often a board that failed to load tries again, besides whenever its stream reconnects. */
const RETRY_MS = 10_000;

const SCREEN =
  "dark fixed inset-0 flex items-center justify-center bg-ink-950 p-8 text-center text-[min(1.25vw,2.25vh)] text-slate-100";

/** A board that cannot be shown, said plainly on the board's dark screen, with nothing to click. */
export function BoardUnavailable({ title, message }: { title: string; message: string }) {
  return (
    <main className={SCREEN}>
      <div>
        <h1 className="font-display text-[2.4em] font-black text-white">{title}</h1>
        <p className="mt-[0.5em] text-[1.4em] text-slate-300">{message}</p>
      </div>
    </main>
  );
}

/**
 * What a board shows when loading its data failed (the server restarting, the network down): it keeps
 * listening, and the board comes back by itself as soon as its stream reconnects. A TV is never left on an
 * error page nobody is there to reload.
 */
export function BoardReconnecting({ streamUrl }: { streamUrl: string }) {
  useBoardUpdates(streamUrl);
  // A stream that stayed connected through the failure (the database, not the network) announces nothing.
  const { revalidate } = useRevalidator();
  useEffect(() => {
    const timer = setInterval(() => void revalidate(), RETRY_MS);
    return () => clearInterval(timer);
  }, [revalidate]);
  return <BoardUnavailable title="Reconnecting..." message="The board will be back in a moment." />;
}
