import { Ban, UserCheck, UserRound } from "lucide-react";
import { useEffect, useState } from "react";
import { Form, useActionData, useNavigation, useSubmit } from "react-router";
import { ConfirmDialog } from "~/components/ui/ConfirmDialog";
import type { StaffAccountSummary, StaffActionResult } from "~/models/account/staff-account.schema";
import type { action as staffAction } from "~/routes/admin.staff-accounts";
import { RaiseToManager } from "./RaiseToManager";

/**
 * A row's access controls for another account: make it staff, disable it (after confirming) or enable it
 * again, or make it a manager (with the acting manager's own password, last: its form opens below). The server refuses one's own account and the last active manager, and says why.
 */
export function AccountAccess({
  account,
  hydrated,
  result,
}: {
  account: StaffAccountSummary;
  hydrated: boolean;
  result: StaffActionResult | undefined;
}) {
  const navigation = useNavigation();
  const pending = navigation.formData?.get("email") === account.email ? navigation.formData.get("intent") : null;
  return (
    // Pulled left by the buttons' own padding, so their icons line up with the text above.
    <div className="mt-1 -ml-3 flex flex-wrap items-start gap-x-1">
      {account.role === "manager" ? (
        <Form method="post" preventScrollReset>
          <input type="hidden" name="email" value={account.email} />
          <input type="hidden" name="role" value="staff" />
          <button
            type="submit"
            name="intent"
            value="set-role"
            disabled={pending === "set-role"}
            className="btn-ghost min-h-11 px-3 text-sm text-brand-700 dark:text-brand-300"
          >
            <UserRound aria-hidden className="size-4" />
            {pending === "set-role" ? "Saving..." : "Make staff"}
            <span className="sr-only"> {account.email}</span>
          </button>
        </Form>
      ) : null}
      {account.disabled ? (
        <Form method="post" preventScrollReset>
          <input type="hidden" name="email" value={account.email} />
          <button
            type="submit"
            name="intent"
            value="enable"
            disabled={pending === "enable"}
            className="btn-ghost min-h-11 px-3 text-sm text-emerald-800 dark:text-emerald-300"
          >
            <UserCheck aria-hidden className="size-4" />
            {pending === "enable" ? "Enabling..." : "Enable"}
            <span className="sr-only"> {account.email}</span>
          </button>
        </Form>
      ) : hydrated ? (
        <DisableButton email={account.email} busy={pending === "disable"} />
      ) : null}
      {account.role === "manager" ? null : (
        <RaiseToManager account={account} result={result} busy={pending === "set-role"} />
      )}
    </div>
  );
}

function DisableButton({ email, busy }: { email: string; busy: boolean }) {
  const submit = useSubmit();
  const answer = useActionData<typeof staffAction>();
  const [open, setOpen] = useState(false);
  // Whatever the server answered (done, or refused with its reason in the list's banner), the dialog has served.
  useEffect(() => setOpen(false), [answer]);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      busy={busy}
      title={`Disable ${email}?`}
      description="This account will not be able to sign in, and every device signed in to it is signed out at once. You can enable it again later."
      confirmLabel="Disable Account"
      busyLabel="Disabling..."
      icon={<Ban aria-hidden className="size-4" />}
      onConfirm={() => void submit({ intent: "disable", email }, { method: "post", preventScrollReset: true })}
      trigger={
        <button type="button" className="btn-ghost min-h-11 px-3 text-sm text-red-700 dark:text-red-300">
          <Ban aria-hidden className="size-4" /> Disable<span className="sr-only"> {email}</span>
        </button>
      }
    />
  );
}
