import { Hourglass } from "lucide-react";
import type { AddressWait } from "~/models/account/staff-account.schema";

/**
 * The addresses where sign-in must wait after many wrong passwords from there. Only browsers that have never
 * signed in are held up; the list says so, so a manager knows who is affected and how to let them in.
 */
export function AddressWaits({ waits }: { waits: AddressWait[] }) {
  if (waits.length === 0) return null;
  return (
    <section aria-labelledby="address-waits-heading" className="overflow-hidden card">
      <div className="border-b border-slate-200 px-5 py-4 dark:border-white/10">
        <h2 id="address-waits-heading" className="flex items-center gap-2 text-lg font-bold">
          <Hourglass aria-hidden className="size-5 text-amber-600 dark:text-amber-300" /> Addresses waiting
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          Many wrong passwords came from these network addresses, so browsers there that have never signed in must wait
          before each try. Staff who have signed in on their browser before are not held up. &lsquo;Clear delay&rsquo;
          on an account also clears the addresses it was refused at.
        </p>
      </div>
      <ul className="divide-y divide-slate-200 dark:divide-white/10">
        {waits.map((wait) => (
          <li key={wait.address} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 px-5 py-3">
            <code className="font-mono text-sm font-semibold break-all text-slate-900 dark:text-white">
              {wait.address}
            </code>
            <span className="text-sm text-slate-600 dark:text-slate-300">
              until <time dateTime={wait.until}>{wait.untilLabel}</time>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
