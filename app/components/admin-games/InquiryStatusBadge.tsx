import type { InquiryStatus } from "~/db/schema";

/** Yellow pending, blue responded, green accepted, red declined. */
const STYLES: Record<InquiryStatus, string> = {
  pending: "bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200",
  responded: "bg-sky-100 text-sky-900 dark:bg-sky-400/15 dark:text-sky-200",
  accepted: "bg-emerald-100 text-emerald-900 dark:bg-emerald-400/15 dark:text-emerald-200",
  declined: "bg-red-100 text-red-900 dark:bg-red-400/15 dark:text-red-200",
};

export function InquiryStatusBadge({ status }: { status: InquiryStatus }) {
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-bold capitalize ${STYLES[status]}`}>
      {status}
    </span>
  );
}
