import { Heart, Ticket } from "lucide-react";
import { offerSentence, useMuseum } from "~/utils/museum";

/** The admission prices, from the museum settings. */
export function AdmissionList() {
  const museum = useMuseum();
  return (
    <section aria-labelledby="about-admission" className="card p-6">
      <h2 id="about-admission" className="flex items-center gap-2 text-xl font-bold">
        <Ticket aria-hidden className="size-5 text-brand-600 dark:text-brand-300" /> Admission
      </h2>
      <dl className="mt-4 space-y-3" data-testid="about-admission">
        {museum.admission.map((a) => (
          <div key={a.label} className="flex items-baseline justify-between gap-4">
            <dt className="text-slate-700 dark:text-slate-300">
              {a.label}
              {a.note ? <span className="ml-1.5 text-sm text-slate-600 dark:text-slate-400">({a.note})</span> : null}
            </dt>
            <dd className="font-display text-2xl font-extrabold text-slate-900 dark:text-white">{a.price}</dd>
          </div>
        ))}
      </dl>
      {museum.offers.map((offer) => (
        <p
          key={offer.name}
          className="mt-5 flex gap-2 rounded-xl bg-brand-50 p-3 text-sm font-medium text-brand-900 dark:bg-brand-500/10 dark:text-brand-100"
        >
          <Heart aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-600 dark:text-brand-300" />
          {offerSentence(offer)}
        </p>
      ))}
      <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">Every game is on free play once you are in.</p>
    </section>
  );
}
