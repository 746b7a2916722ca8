import { Mail } from "lucide-react";
import { NewsletterForm } from "~/components/layout/NewsletterForm";

export function NewsletterBand() {
  return (
    <section aria-labelledby="newsletter-band-heading" className="relative overflow-hidden bg-ink-900 text-white">
      <div aria-hidden className="absolute -top-24 -left-24 size-72 rounded-full bg-brand-600/40 blur-3xl" />
      <div aria-hidden className="absolute right-0 -bottom-28 size-80 rounded-full bg-cyan-500/20 blur-3xl" />
      <div className="relative container-page grid items-center gap-8 py-12 sm:py-14 lg:grid-cols-2">
        <div className="flex gap-4">
          <span className="hidden size-12 shrink-0 items-center justify-center rounded-2xl bg-white/10 ring-1 ring-white/20 sm:inline-flex">
            <Mail aria-hidden className="size-6 text-neon-cyan" />
          </span>
          <div>
            <h2 id="newsletter-band-heading" className="text-2xl font-black tracking-tight sm:text-3xl">
              Never miss a tournament
            </h2>
            <p className="mt-2 max-w-lg text-slate-300">
              New machines on the floor, high-score tournaments and late-night events, straight to your inbox.
            </p>
          </div>
        </div>
        {/* The form's band tone is drawn for a dark background in both themes. */}
        <div className="dark">
          <NewsletterForm tone="band" />
        </div>
      </div>
    </section>
  );
}
