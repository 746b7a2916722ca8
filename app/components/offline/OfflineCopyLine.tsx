import { CloudOff } from "lucide-react";
import { useEffect, useEffectEvent, useState } from "react";
import { useLocation, useRevalidator } from "react-router";
import { screenAddress } from "~/sw/kept-screens";
import { SCREEN_ASKED, isScreenAnswer, type ScreenAnswer, type ScreenQuestion } from "~/sw/screen-copy";
import { useRootData } from "~/utils/root-data";
import { offlineCopyText } from "./copy-time";

/** Where the server says it answers at all (server/health.ts): a cheap look for the signal. */
const REACHABLE = "/healthz";
const LOOK_TIMEOUT_MS = 5_000;
/** While a copy shows, how often the page looks for the signal (the floor's queue tries as often). */
const LOOK_EVERY_MS = 30_000;

const reachable = () =>
  fetch(REACHABLE, { cache: "no-store", signal: AbortSignal.timeout(LOOK_TIMEOUT_MS) }).then(
    (response) => response.ok,
    () => false,
  );

/**
 * A staff page's word that its screen is the copy kept on the phone (docs/design.md#the-staff-app-offline), as
 * the service worker tells it: the document's answer asked for once loaded, every data answer as it comes. While
 * the copy shows, the page looks for the signal (on `online`, and every 30 s: a dead spot between cabinets
 * fires no event) and then reads its data again, which clears the line. Only a reachable server is revalidated
 * against: a page's own data without a network or a copy would end on the error page.
 */
export function OfflineCopyLine() {
  const { pathname, search } = useLocation();
  const here = screenAddress(new URL(`${pathname}${search}`, "http://page"));
  const timeZone = useRootData()?.timeZone;
  const { revalidate } = useRevalidator();
  // Each with when it was heard: "today" for the copy's time is the day it was shown on.
  const [answers, setAnswers] = useState<Record<string, ScreenAnswer & { heardAt: number }>>({});

  useEffect(() => {
    const worker = navigator.serviceWorker;
    if (!worker) return;
    const heard = (answer: ScreenAnswer, over: boolean) => {
      const entry = { ...answer, heardAt: Date.now() };
      setAnswers((all) => (all[answer.address] && !over ? all : { ...all, [answer.address]: entry }));
    };
    const onMessage = ({ data }: MessageEvent) => {
      if (isScreenAnswer(data)) heard(data, true);
    };
    worker.addEventListener("message", onMessage);
    worker.startMessages();
    // The document came before this page listened: the worker kept its word. A later answer wins over it.
    const channel = new MessageChannel();
    channel.port1.onmessage = ({ data }: MessageEvent) => {
      if (isScreenAnswer(data)) heard(data, false);
    };
    const question: ScreenQuestion = { type: SCREEN_ASKED, address: screenAddress(new URL(location.href)) };
    worker.controller?.postMessage(question, [channel.port2]);
    return () => {
      worker.removeEventListener("message", onMessage);
      channel.port1.close();
    };
  }, []);

  const copy = answers[here]?.copy ? answers[here] : null;
  const refresh = useEffectEvent(async () => {
    if (await reachable()) await revalidate();
  });
  useEffect(() => {
    if (!copy) return;
    const look = () => void refresh();
    window.addEventListener("online", look);
    const timer = setInterval(look, LOOK_EVERY_MS);
    return () => {
      window.removeEventListener("online", look);
      clearInterval(timer);
    };
  }, [copy]);

  return (
    <p role="status" className="empty:hidden print:hidden" data-testid="offline-copy">
      {copy ? (
        <span className="block border-b border-amber-200 bg-amber-50 text-amber-950 dark:border-amber-400/30 dark:bg-amber-400/10 dark:text-amber-100">
          <span className="mx-auto flex max-w-7xl items-start gap-2 px-3 py-2 text-sm font-medium sm:px-6">
            <CloudOff aria-hidden className="mt-0.5 size-4 shrink-0" />
            {offlineCopyText(copy.at, copy.heardAt, timeZone)}
          </span>
        </span>
      ) : null}
    </p>
  );
}
