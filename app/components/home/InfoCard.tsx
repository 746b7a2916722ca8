import type { ReactNode } from "react";

export function InfoCard({
  icon,
  title,
  id,
  children,
  footer,
}: {
  icon: ReactNode;
  title: string;
  id?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section aria-labelledby={headingId} className="flex flex-col card p-6 sm:p-7">
      <h2 id={headingId} className="mb-4 flex items-center gap-3 text-xl font-extrabold">
        <span className="inline-flex size-10 items-center justify-center rounded-xl bg-brand-100 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300">
          {icon}
        </span>
        {title}
      </h2>
      <div className="flex-1">{children}</div>
      {footer ? <div className="mt-6">{footer}</div> : null}
    </section>
  );
}
