import { Heart, Ticket } from "lucide-react";
import { useMuseum } from "~/utils/museum";
import { InfoCard } from "./InfoCard";

/** The admission prices, from the museum settings. */
export function AdmissionCard() {
  const museum = useMuseum();
  return (
    <InfoCard icon={<Ticket aria-hidden className="size-5" />} title="Admission" id="admission">
      <dl className="divide-y divide-slate-200 dark:divide-white/10">
        {museum.admission.map((row) => (
          <div key={row.label} className="flex items-baseline justify-between gap-4 py-2.5 first:pt-0">
            <dt className="font-medium text-slate-700 dark:text-slate-300">
              {row.label}
              {row.note ? <span className="ml-1 text-xs text-slate-500 dark:text-slate-400">({row.note})</span> : null}
            </dt>
            <dd className="text-2xl font-black tracking-tight">{row.price}</dd>
          </div>
        ))}
      </dl>
      {museum.offers.map((offer) => (
        <p
          key={offer.name}
          className="mt-4 flex gap-3 rounded-xl bg-ink-900 p-4 text-sm text-slate-100 dark:bg-white/5"
        >
          <Heart aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-300" />
          <span>
            <strong className="text-neon-amber">{offer.name}:</strong> {offer.text}
          </span>
        </p>
      ))}
      <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">Every game is free to play after admission.</p>
    </InfoCard>
  );
}
