import { useEffect } from "react";
import { WORKER_URL } from "~/sw/kept-screens";
import { STAFF_MANIFEST_URL } from "./staff-app";

/**
 * Makes a staff page the staff app (docs/design.md#the-staff-app-offline), from the staff layout only, so none of
 * it reaches a visitor: registers the service worker, once the page has hydrated and the browser is idle, never in
 * the way of the first paint or a tap; and points the page at the staff app's manifest while it is shown.
 */
export function RegisterWorker() {
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    const whenIdle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1_000));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const pending = whenIdle(() => {
      navigator.serviceWorker
        .register(WORKER_URL, { scope: "/" })
        // A new build's worker waits while a page is open, so a form being filled in is never reloaded under the
        // staff member; this load is the next one, so it takes over now, before anything is typed.
        .then((registration) => registration.waiting?.postMessage({ type: "SKIP_WAITING" }))
        // Without the worker the page works as it did; it only cannot be opened offline.
        .catch(() => {});
    });
    return () => cancel(pending);
  }, []);

  // The root links every page to the public site's manifest, and a browser reads the first manifest link only, so
  // the staff pages swap its address rather than add a second link; back on a public page it is the site's again.
  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    const site = link?.getAttribute("href");
    if (!link || !site) return;
    link.setAttribute("href", STAFF_MANIFEST_URL);
    return () => link.setAttribute("href", site);
  }, []);
  return null;
}
