import { CircleAlert, X } from "lucide-react";
import { createContext, useContext, useEffect } from "react";

/** Opaque in the dark theme too, because it floats over the list when it sticks. */
const BANNER = [
  "mb-5 flex items-start gap-2 rounded-xl border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-900 shadow-md",
  "dark:border-red-500/40 dark:bg-red-950 dark:text-red-200",
].join(" ");

/**
 * Spec section 8: the shop's failures ("Failed to save product", "Failed to delete giftCard"...) show in a
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

/** Under the sticky site header, so it is seen from wherever on the page the failed save or delete was. */
export function ShopFailureBanner({ failure, onDismiss }: { failure: string | null; onDismiss: () => void }) {
  return (
    <div aria-live="assertive" className="sticky top-16 z-20 empty:hidden">
      {failure ? (
        <div data-testid="shop-failure" className={BANNER}>
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
