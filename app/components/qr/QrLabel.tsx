import { ReportQrSymbol } from "~/components/collection/ReportQrSymbol";
import { LABEL_LINE } from "~/models/game/qr-labels";
import { useMuseum } from "~/utils/museum";

/** A label in print units, black on white whatever the screen's theme; it never breaks across pages. */
const LABEL_SHEET = [
  "h-[3.2in] w-[2.1in] px-[0.12in] py-[0.14in] break-inside-avoid",
  "flex flex-col items-center justify-between text-center",
  "rounded-xl border border-dashed border-slate-400 bg-white text-black",
].join(" ");

/**
 * One printed label: 2.1 x 3.2 inches, so four fit the Letter page inside its 2-inch margins, and never
 * split across pages. Black on white in either theme, like the paper it is printed on.
 */
export function QrLabel({ name, url }: { name: string; url: string }) {
  const museum = useMuseum();
  return (
    <article className={LABEL_SHEET} data-testid="qr-label" data-qr-value={url}>
      <p className="text-[9pt] font-semibold tracking-wider text-slate-700 uppercase">{museum.name}</p>
      <ReportQrSymbol value={url} gameName={name} className="size-[1.6in]" />
      <div>
        <h3 className="line-clamp-2 text-[12pt] leading-tight font-extrabold">{name}</h3>
        <p className="mt-1 text-[9pt] leading-snug text-slate-800">{LABEL_LINE}</p>
      </div>
    </article>
  );
}
