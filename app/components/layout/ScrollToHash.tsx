import { useEffect } from "react";
import { useLocation, useNavigationType } from "react-router";

/**
 * React Router's ScrollRestoration looks for a link's #target in a layout effect. Under Preact that effect can
 * run before the new page has rendered (Preact re-renders context subscribers one by one), so a link such as
 * the footer's /about#contact would land at the top of the page. This looks again once the frame is drawn.
 * A first load or Back/Forward (POP) is left to the browser and ScrollRestoration.
 */
export function ScrollToHash() {
  const location = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (!location.hash || navigationType === "POP") return;
    const frame = requestAnimationFrame(() => {
      try {
        document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
      } catch {
        // A malformed #fragment names no element.
      }
    });
    return () => cancelAnimationFrame(frame);
  }, [location, navigationType]);
  return null;
}
