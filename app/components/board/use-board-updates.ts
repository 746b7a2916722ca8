import { useEffect } from "react";
import { useRevalidator } from "react-router";

/** After the browser gives up on a stream (an answer other than 200, e.g. a proxy's 502 during a restart). */
const RECONNECT_MS = 5_000;

/**
 * Keeps a TV board current: the server's event stream says when the board changed, and the page
 * reloads its data in place. EventSource reconnects by itself after a dropped connection (the server's
 * `retry:`); when the browser gives up for good, a new stream is opened a little later. Every (re)connection
 * also reloads the data, since changes made while disconnected were not announced. Nothing reloads while
 * the server cannot be reached (the board keeps what it shows), except when the stream is refused (403: a
 * revoked board link), when the reload makes the page say so.
 */
export function useBoardUpdates(url: string) {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const refresh = () => void revalidate();
    const refusedOrRetry = async () => {
      // EventSource does not say why it gave up: the answer's status does.
      const probe = new AbortController();
      const status = await fetch(url, { signal: probe.signal, cache: "no-store" }).then(
        (response) => response.status,
        () => 0,
      );
      probe.abort();
      if (stopped) return;
      if (status === 403) refresh();
      else retry = setTimeout(connect, RECONNECT_MS);
    };
    const connect = () => {
      const stream = new EventSource(url);
      source = stream;
      stream.addEventListener("open", refresh);
      stream.addEventListener("change", refresh);
      stream.addEventListener("error", () => {
        if (stream.readyState !== EventSource.CLOSED) return;
        stream.close();
        void refusedOrRetry();
      });
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
    };
  }, [url, revalidate]);
}
