type Props = {
  eyebrow?: string;
  title: string;
  lead?: React.ReactNode;
  children?: React.ReactNode;
};

/** The title band at the top of a content page: a soft neon glow behind an h1 and a lead paragraph. */
export function PageHero({ eyebrow, title, lead, children }: Props) {
  return (
    <header className="relative isolate overflow-hidden border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white dark:border-white/10 dark:from-ink-900 dark:to-ink-950">
      <div
        aria-hidden
        className="pointer-events-none absolute -top-32 -left-24 -z-10 size-96 rounded-full bg-brand-300/40 blur-3xl dark:bg-brand-700/30"
      />
      <div
        aria-hidden
        className="pointer-events-none absolute top-10 -right-24 -z-10 size-80 rounded-full bg-cyan-200/50 blur-3xl dark:bg-cyan-500/15"
      />
      <div className="container-page py-12 sm:py-16">
        {eyebrow ? (
          <p className="text-sm font-bold tracking-[0.18em] text-brand-700 uppercase dark:text-brand-300">{eyebrow}</p>
        ) : null}
        <h1 className="mt-2 max-w-3xl text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white">
          {title}
        </h1>
        {lead ? (
          <div className="mt-4 max-w-2xl text-lg leading-relaxed text-slate-700 dark:text-slate-300">{lead}</div>
        ) : null}
        {children}
      </div>
    </header>
  );
}
