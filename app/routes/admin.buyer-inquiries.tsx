import { useNavigate } from "react-router";
import type { Route } from "./+types/admin.buyer-inquiries";
import { BackToDashboard } from "~/components/admin/AdminPageHeader";
import { FilteredList, StatusFilterBar } from "~/components/admin/StatusFilterList";
import { InquiryCard } from "~/components/inquiries/InquiryCard";
import {
  INQUIRY_STATUSES,
  inquiriesHref,
  inquiryActionSchema,
  isManagerDecision,
  MANAGERS_DECIDE,
  MANAGERS_NOTES,
  MANAGERS_REOPEN,
  NO_INQUIRIES,
  NO_MATCHING_INQUIRIES,
  NOTES_FAILED,
  parseInquiryParams,
  STATUS_FAILED,
  type InquiryFilter,
  type OffSale,
} from "~/models/inquiry/inquiry-admin.schema";
import {
  inquiryCounts,
  listInquiries,
  saveManagerNotes,
  setInquiryStatus,
} from "~/models/inquiry/inquiry-admin.server";
import { requireStaff } from "~/utils/auth.server";
import { getDb } from "~/utils/db.server";
import { actionAnswers } from "~/utils/admin-action.server";
import { fieldErrorsOf, formValues, readFormData } from "~/utils/forms";
import { logger } from "~/utils/logger.server";
import { noindexMeta } from "~/utils/staff-meta";
import { actorOf } from "~/models/audit/audit.server";

/**
 * Admin Buyer Inquiries: every purchase request and offer, newest first, with
 * search and a status filter in the URL. Any staff member may mark one responded, but not once a manager
 * has accepted or declined it; accepting or declining is a sale decision, and the private notes are a
 * manager's: all enforced here, not only hidden. The edit page's cards post here too (as fetchers).
 */

export const meta: Route.MetaFunction = (args) => noindexMeta(args, "Buyer Inquiries");

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireStaff(request);
  const filter = parseInquiryParams(new URL(request.url).searchParams);
  const isManager = user.role === "manager";
  const db = getDb();
  const [inquiries, counts] = await Promise.all([
    listInquiries(db, { filter, withNotes: isManager }),
    inquiryCounts(db),
  ]);
  return { filter, inquiries, counts, isManager };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const form = await readFormData(request);
  const parsed = inquiryActionSchema.safeParse(formValues(form));
  const { refuse, done } = actionAnswers(undefined, "buyer inquiries");
  if (!parsed.success) {
    const notesProblem =
      form.get("intent") === "notes" ? (fieldErrorsOf(parsed.error).notes ?? NOTES_FAILED) : STATUS_FAILED;
    return refuse(400, { error: notesProblem });
  }
  const input = parsed.data;
  const actor = actorOf(user, context);
  const isManager = user.role === "manager";
  const failed = input.intent === "status" ? STATUS_FAILED : NOTES_FAILED;
  if (input.intent === "status" && isManagerDecision(input.status) && !isManager)
    return refuse(403, { error: MANAGERS_DECIDE });
  if (input.intent === "notes" && !isManager) return refuse(403, { error: MANAGERS_NOTES });
  try {
    if (input.intent === "notes") {
      // Never takes a game off sale; typed like a status answer so the cards read either without narrowing.
      return (await saveManagerNotes(getDb(), input.id, input.notes, actor))
        ? done<{ offSale?: OffSale | null }>()
        : refuse(404, { error: failed });
    }
    const outcome = await setInquiryStatus(getDb(), input.id, input.status, actor, {
      byManager: isManager,
      takeOffSale: input.takeOffSale,
    });
    if (outcome.ok) return done({ offSale: outcome.offSale });
    return outcome.reason === "missing" ? refuse(404, { error: failed }) : refuse(403, { error: MANAGERS_REOPEN });
  } catch (error) {
    logger.error({ err: error, inquiry: input.id, intent: input.intent }, "an inquiry change failed");
    return refuse(500, { error: failed });
  }
}

const STATUS_LABELS = {
  all: "All",
  pending: "Pending",
  responded: "Responded",
  accepted: "Accepted",
  declined: "Declined",
} as const;

export default function BuyerInquiries({ loaderData }: Route.ComponentProps) {
  const { filter, inquiries, counts, isManager } = loaderData;
  const navigate = useNavigate();
  const go = (patch: Partial<InquiryFilter>, replace = false) =>
    navigate(inquiriesHref({ ...filter, ...patch }), { replace, preventScrollReset: true });
  const total = INQUIRY_STATUSES.reduce((sum, s) => sum + counts[s], 0);

  return (
    <div className="container-page py-8 sm:py-12">
      <BackToDashboard />
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">
        Buyer Inquiries <span className="text-brand-700 dark:text-brand-300">({counts.pending} pending)</span>
      </h1>

      <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Inquiries by status">
        {INQUIRY_STATUSES.map((s) => (
          <div key={s} className="card px-4 py-3">
            <dt className="text-xs font-semibold tracking-wider text-slate-600 uppercase dark:text-slate-400">
              {STATUS_LABELS[s]}
            </dt>
            <dd className="mt-1 text-2xl font-extrabold" data-testid={`count-${s}`}>
              {counts[s]}
            </dd>
          </div>
        ))}
      </dl>

      <StatusFilterBar
        action="/admin/buyer-inquiries"
        id="inquiries"
        label="Find inquiries"
        searchLabel="Search inquiries"
        placeholder="Buyer, e-mail, game or message"
        statusLabel="Status"
        selectClassName="input sm:w-48"
        filter={filter}
        go={go}
      >
        {(["all", ...INQUIRY_STATUSES] as const).map((s) => (
          <option key={s} value={s}>
            {STATUS_LABELS[s]}
          </option>
        ))}
      </StatusFilterBar>

      <FilteredList
        rows={inquiries}
        total={total}
        noun="inquiries"
        label="Inquiries, newest first"
        none={NO_INQUIRIES}
        noMatch={NO_MATCHING_INQUIRIES}
      >
        {(inquiry) => <InquiryCard inquiry={inquiry} isManager={isManager} />}
      </FilteredList>
    </div>
  );
}
