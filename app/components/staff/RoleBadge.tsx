import type { StaffRole } from "~/models/account/staff-account.schema";

export function RoleBadge({ role }: { role: StaffRole }) {
  return role === "manager" ? (
    <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-400/15 dark:text-amber-200">
      Manager
    </span>
  ) : (
    <span className="rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900 dark:bg-sky-400/15 dark:text-sky-200">
      Staff
    </span>
  );
}
