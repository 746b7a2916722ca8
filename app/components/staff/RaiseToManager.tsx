import { ChevronDown, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { Form } from "react-router";
import { PasswordField } from "~/components/auth/PasswordInput";
import type { StaffActionResult } from "~/models/account/staff-account.schema";

/**
 * A row's 'Make manager': it hands out a manager's powers, so it opens a small form asking for the acting
 * manager's own password (asksCurrentPassword), with JavaScript as without (a native disclosure). A refusal
 * about that password keeps it open with the message beside the field.
 */
export function RaiseToManager({
  account,
  result,
  busy,
}: {
  account: { id: number; email: string };
  result: StaffActionResult | undefined;
  busy: boolean;
}) {
  const refusal =
    result && !result.ok && result.intent === "set-role" && result.values?.email === account.email
      ? result.fieldErrors?.currentPassword
      : undefined;
  // Typing again clears the message, as in every form.
  const [seen, setSeen] = useState<StaffActionResult | undefined>(undefined);
  const message = refusal && seen !== result ? refusal : undefined;
  const prefix = `raise-${account.id}`;
  return (
    <details open={Boolean(refusal) || undefined} className="group/raise open:basis-full">
      <summary className="btn-ghost min-h-11 cursor-pointer list-none px-3 text-sm text-brand-700 dark:text-brand-300 [&::-webkit-details-marker]:hidden">
        <ShieldCheck aria-hidden className="size-4" /> Make manager<span className="sr-only"> {account.email}</span>
        <ChevronDown aria-hidden className="size-4 transition-transform group-open/raise:rotate-180" />
      </summary>
      <Form
        method="post"
        preventScrollReset
        noValidate
        className="mt-2 mb-1 ml-3 rounded-xl border border-slate-200 p-3 dark:border-white/10"
      >
        <input type="hidden" name="email" value={account.email} />
        <input type="hidden" name="role" value="manager" />
        <PasswordField
          prefix={prefix}
          name="currentPassword"
          label="Your Current Password"
          autoComplete="current-password"
          errors={message ? { currentPassword: message } : {}}
          onEdit={() => setSeen(result)}
        />
        <button
          type="submit"
          name="intent"
          value="set-role"
          disabled={busy}
          className="mt-3 btn-primary min-h-11 w-full px-3 text-sm [overflow-wrap:anywhere] sm:w-auto sm:px-4"
        >
          {/* On a phone the label needs the icon's room, and breaks in balanced lines rather than three ragged ones. */}
          <ShieldCheck aria-hidden className="hidden size-4 shrink-0 sm:block" />
          <span className="text-balance">{busy ? "Saving..." : `Make ${account.email} a manager`}</span>
        </button>
      </Form>
    </details>
  );
}
