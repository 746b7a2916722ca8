import { CircleAlert, X } from "lucide-react";
import { createContext, useContext, useEffect, useRef } from "react";

const BANNER = [
  "mb-5 flex scroll-mt-24 items-start gap-2 rounded-xl border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-900",
  "focus:outline-none focus-visible:ring-2 focus-visible:ring-red-500",
  "dark:border-red-500/40 dark:bg-red-950 dark:text-red-200",
].join(" ");

/**
 * The shop's failures ("Failed to save product", "Failed to delete giftCard"...) show in a
 * banner on the page, not inside the form or the dialog; field messages stay next to their fields.
 */
type Report = (failure: string | null) => void;

const ShopFailureContext = createContext<Report>(() => {});

export const ShopFailureProvider = ShopFailureContext.Provider;

export const useShopFailure = () => useContext(ShopFailureContext);

/** Puts a form's or a dialog's failure into the page's banner as it arrives. */
export function useReportShopFailure(failure: string | undefined) {
  const report = useShopFailure();
  useEffect(() => {
    if (failure) report(failure);
  }, [failure, report]);
}

/**
 * At the top of the page, in its own space: it never lies over the controls below it. As a failure arrives
 * it is scrolled into view (below the sticky site header) and takes the focus, so it is seen, and read out,
 * from wherever on the page the failed save or delete was.
 */
export function ShopFailureBanner({ failure, onDismiss }: { failure: string | null; onDismiss: () => void }) {
  const banner = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!failure || !banner.current) return;
    banner.current.scrollIntoView({ block: "nearest" });
    banner.current.focus({ preventScroll: true });
  }, [failure]);
  return (
    <div aria-live="assertive" className="empty:hidden">
      {failure ? (
        <div ref={banner} tabIndex={-1} data-testid="shop-failure" className={BANNER}>
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span role="alert" className="flex-1">
            {failure}
          </span>
          <button
            type="button"
            onClick={onDismiss}
            className="-my-2 -mr-2 inline-flex size-9 shrink-0 items-center justify-center rounded-lg hover:bg-red-100 dark:hover:bg-red-500/20"
          >
            <X aria-hidden className="size-4" />
            <span className="sr-only">Dismiss</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}
