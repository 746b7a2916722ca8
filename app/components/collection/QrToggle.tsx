import { QrCode as QrIcon } from "lucide-react";
import { lazy, Suspense, useId, useState } from "react";

// qrcode.react stays out of the page's first download; it arrives on the first click.
const QrCode = lazy(() => import("./QrCode"));

/**
 * The spec's QR toggle: 'Show QR Code' / 'Hide QR Code', linking to the report
 * page for this game. `children` are the actions shown in a row beside the button.
 */
export function QrToggle({
  value,
  gameName,
  children,
}: {
  value: string;
  gameName: string;
  children?: React.ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div>
      <div className="flex flex-wrap items-center gap-3">
        {children}
        <button
          type="button"
          className="btn-secondary"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((v) => !v)}
        >
          <QrIcon aria-hidden className="size-4" />
          {open ? "Hide QR Code" : "Show QR Code"}
        </button>
      </div>
      <div id={panelId} hidden={!open} className="mt-4">
        {open ? (
          <Suspense
            fallback={
              <div
                className="size-[174px] animate-pulse rounded-2xl bg-slate-200 dark:bg-white/10"
                aria-label="Loading QR code"
                role="img"
              />
            }
          >
            <QrCode value={value} gameName={gameName} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
