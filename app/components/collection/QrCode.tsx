import { ReportQrSymbol } from "./ReportQrSymbol";

/**
 * The game page's QR code and caption, in its own module so qrcode.react is loaded only when a
 * visitor asks for the code (QrToggle imports it lazily). Size 150, error correction level H.
 */
export default function QrCode({ value, gameName }: { value: string; gameName: string }) {
  return (
    <figure
      className="flex flex-col items-center gap-3 sm:flex-row sm:items-center sm:gap-5"
      data-testid="qr-code"
      data-qr-value={value}
    >
      {/* Always dark on white, also in dark mode: scanners need the contrast. */}
      <div className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200">
        <ReportQrSymbol value={value} gameName={gameName} />
      </div>
      <figcaption className="max-w-xs text-center text-sm text-slate-700 sm:text-left dark:text-slate-300">
        <span className="block font-semibold text-slate-900 dark:text-white">
          Scan to report a problem with this game
        </span>
        <a
          href={value}
          className="mt-1 block break-all text-brand-700 underline underline-offset-2 hover:text-brand-800 dark:text-brand-300 dark:hover:text-brand-200"
        >
          {value}
        </a>
      </figcaption>
    </figure>
  );
}
