import { QrCode as QrIcon } from "lucide-react";
import { lazy, Suspense, useId, useState } from "react";

// qrcode.react arrives on the first click, as on the game page.
const QRCodeSVG = lazy(() => import("qrcode.react").then((m) => ({ default: m.QRCodeSVG })));

/**
 * A disclosure with the board link as a QR code, to open it on the TV's browser or a phone by scanning
 * rather than typing 80 characters. Shown with the link itself, the only time the address is known.
 */
export function BoardLinkQr({ url, label }: { url: string; label: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="mt-3">
      <button
        type="button"
        className="btn-secondary"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`${open ? "Hide" : "Show"} QR code for ${label}`}
        onClick={() => setOpen((v) => !v)}
      >
        <QrIcon aria-hidden className="size-4" />
        {open ? "Hide QR code" : "Show QR code"}
      </button>
      <div id={panelId} hidden={!open} className="mt-3">
        {open ? (
          <figure className="flex flex-col items-start gap-2" data-testid="board-link-qr" data-qr-value={url}>
            {/* Always dark on white, also in dark mode: scanners need the contrast. */}
            <div
              className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200"
              data-testid="board-link-qr-symbol"
            >
              <Suspense
                fallback={
                  <div
                    className="size-[200px] animate-pulse rounded-lg bg-slate-200"
                    role="img"
                    aria-label="Loading QR code"
                  />
                }
              >
                <QRCodeSVG value={url} size={200} level="M" title={`QR code: board link for ${label}`} />
              </Suspense>
            </div>
            <figcaption className="text-sm text-emerald-950 dark:text-emerald-100">
              Scan it with the TV&apos;s browser or a phone to open the board.
            </figcaption>
          </figure>
        ) : null}
      </div>
    </div>
  );
}
