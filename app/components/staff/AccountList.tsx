import { Ban, Hourglass, KeyRound, Users } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import type { StaffActionResult, StaffAccountSummary } from "~/models/account/staff-account.schema";
import { EmailText } from "./EmailText";
import { AccountAccess } from "./AccountAccess";
import { ResultBanner, useHydrated } from "./ResultBanner";
import { RoleBadge } from "./RoleBadge";

/**
 * The roster: email, name, role and creation day; the signed-in manager's own row is marked 'You'.
 * An account that must wait after wrong passwords says so, with a button that lets it in at once; a disabled
 * one says so too. Every other account's row can change its role and disable or enable it.
 */
export function AccountList({
  me,
  accounts,
  result,
}: {
  me: { id: number };
  accounts: StaffAccountSummary[];
  result?: StaffActionResult;
}) {
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const clearing = navigation.formData?.get("intent") === "clear-waits" ? navigation.formData.get("email") : null;
  return (
    <section aria-labelledby="accounts-heading" className="overflow-hidden card">
      <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-5 py-4 dark:border-white/10">
        <h2 id="accounts-heading" className="flex items-center gap-2 text-lg font-bold">
          <Users aria-hidden className="size-5 text-brand-600 dark:text-brand-300" /> Accounts
        </h2>
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700 dark:bg-white/10 dark:text-slate-200">
          {accounts.length} {accounts.length === 1 ? "account" : "accounts"}
        </span>
      </div>
      {result ? (
        <div className="px-5 pt-4">
          <ResultBanner result={result} />
        </div>
      ) : null}
      <ul className="divide-y divide-slate-200 dark:divide-white/10">
        {accounts.map((account) => {
          const isMe = account.id === me.id;
          return (
            <li
              key={account.id}
              className={`flex items-start gap-3 px-5 py-4 ${isMe ? "bg-brand-50/60 dark:bg-brand-500/5" : ""}`}
            >
              <span
                aria-hidden
                className={`mt-0.5 inline-flex size-10 shrink-0 items-center justify-center rounded-full text-sm font-bold text-white uppercase ${account.disabled ? "bg-slate-400 dark:bg-slate-600" : "bg-gradient-to-br from-brand-500 to-brand-700"}`}
              >
                {initials(account)}
              </span>
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <EmailText email={account.email} className="font-semibold text-slate-900 dark:text-white" />
                  {isMe ? (
                    <span className="rounded-full bg-brand-600 px-2 py-0.5 text-[0.7rem] font-bold tracking-wide text-white uppercase dark:bg-brand-400 dark:text-ink-950">
                      You
                    </span>
                  ) : null}
                </p>
                <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600 dark:text-slate-300">
                  <span>
                    <span className="sr-only">Name: </span>
                    {account.name ?? <span className="italic">No name</span>}
                  </span>
                  <span className="sr-only">Role: </span>
                  <RoleBadge role={account.role} />
                  {account.disabled ? (
                    <span className="inline-flex items-center gap-1 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900 dark:bg-red-400/15 dark:text-red-200">
                      <Ban aria-hidden className="size-3.5" /> Disabled
                    </span>
                  ) : null}
                </p>
                <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
                  Created <time dateTime={account.createdAt}>{account.createdLabel}</time>
                </p>
                {account.signInDelayed ? (
                  <Form method="post" preventScrollReset className="mt-2 flex flex-wrap items-center gap-2">
                    <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-400/15 dark:text-amber-200">
                      <Hourglass aria-hidden className="size-3.5" /> Sign-in delayed
                    </span>
                    <input type="hidden" name="email" value={account.email} />
                    <button
                      type="submit"
                      name="intent"
                      value="clear-waits"
                      disabled={clearing === account.email}
                      className="btn-ghost min-h-9 px-3 text-sm text-brand-700 dark:text-brand-300"
                    >
                      {clearing === account.email ? "Clearing..." : "Clear delay"}
                      <span className="sr-only"> for {account.email}</span>
                    </button>
                  </Form>
                ) : null}
                {isMe ? null : <AccountAccess account={account} hydrated={hydrated} result={result} />}
              </div>
              <Link
                to={`?email=${encodeURIComponent(account.email)}#manage-account`}
                preventScrollReset
                aria-label={`Reset password for ${account.email}`}
                className="btn-ghost shrink-0 px-3 text-brand-700 dark:text-brand-300"
              >
                <KeyRound aria-hidden className="size-4" />
                <span className="hidden sm:inline">Reset</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function initials(account: StaffAccountSummary) {
  const source = account.name?.trim() || account.email;
  const words = source.split(/[\s@._-]+/).filter(Boolean);
  return ((words[0]?.[0] ?? "") + (words[1]?.[0] ?? "")).toUpperCase() || "?";
}
