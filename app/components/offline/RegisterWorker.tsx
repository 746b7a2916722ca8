import { useEffect } from "react";
import { WORKER_URL } from "~/sw/kept-screens";

/**
 * Registers the staff app's service worker (docs/design.md#the-staff-app-offline) from the staff layout only, so it
 * lives in staff members' browsers alone: once the page has hydrated and the browser is idle, never in the way of
 * the first paint or a tap. A new build's worker waits while a page is open and takes over on the next load, so a
 * form being filled in is never reloaded under the staff member.
 */
export function RegisterWorker() {
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    const whenIdle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1_000));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const pending = whenIdle(() => {
      navigator.serviceWorker
        .register(WORKER_URL, { scope: "/" })
        // This load is the next one: the waiting worker may take over now, before anything is typed.
        .then((registration) => registration.waiting?.postMessage({ type: "SKIP_WAITING" }))
        // Without the worker the page works as it did; it only cannot be opened offline.
        .catch(() => {});
    });
    return () => cancel(pending);
  }, []);
  return null;
}
