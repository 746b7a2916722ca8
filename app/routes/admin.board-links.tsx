import type { Route } from "./+types/admin.board-links";
import { AdminPageHeader } from "~/components/admin/AdminPageHeader";
import { BoardLinkList } from "~/components/board/BoardLinkList";
import { NewBoardLink } from "~/components/board/NewBoardLink";
import { ManagerScreenBoundary } from "~/components/admin/ManagerScreenBoundary";
import { actorOf } from "~/models/audit/audit.server";
import {
  BOARD_LINK_CREATE_FAILED,
  BOARD_LINK_GONE,
  BOARD_LINK_REVOKE_FAILED,
  boardLinkUrl,
} from "~/models/board/board-link";
import { boardLinkSchema } from "~/models/board/board-link.schema";
import { createBoardLink, listBoardLinks, revokeBoardLink } from "~/models/board/board-link.server";
import { museumClock } from "~/models/hours/museum-clock";
import { actionAnswers } from "~/utils/admin-action.server";
import { requireManager } from "~/utils/auth.server";
import { getConfig } from "~/utils/config.server";
import { getDb } from "~/utils/db.server";
import { fieldErrorsOf, formValues, readFormData } from "~/utils/forms";
import { logger } from "~/utils/logger.server";
import { formatMuseumDate, formatMuseumDay } from "~/utils/museum-date.server";
import { noindexMeta } from "~/utils/staff-meta";

/**
 * /admin/board-links (docs/product.md#the-tv-boards), managers only: links that open the workshop board on a TV without
 * a password. A new link's address is in the create answer only; the database keeps its hash.
 */
export const meta: Route.MetaFunction = (args) => noindexMeta(args, "Board Links");

/** Today on the museum's calendar: an end date before it would never open anything. */
const museumToday = () => museumClock(new Date(), getConfig().timeZone).date;

export async function loader({ request }: Route.LoaderArgs) {
  await requireManager(request, "board-links");
  const links = await listBoardLinks(getDb());
  return {
    today: museumToday(),
    links: links.map((link) => ({
      id: link.id,
      label: link.label,
      createdBy: link.createdBy,
      createdLabel: formatMuseumDate(link.createdAt),
      lastUsedLabel: link.lastUsedAt ? formatMuseumDate(link.lastUsedAt) : null,
      revokedLabel: link.revokedAt ? formatMuseumDate(link.revokedAt) : null,
      endsLabel: link.endsOn ? formatMuseumDay(link.endsOn) : null,
      ended: link.ended,
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireManager(request, "board-links");
  const parsed = boardLinkSchema(museumToday()).safeParse(formValues(await readFormData(request)));
  const intent = parsed.success ? parsed.data.intent : null;
  const { attempt, invalid, refuse } = actionAnswers(intent, "board links");
  if (!parsed.success) {
    const { label, endsOn } = fieldErrorsOf(parsed.error);
    return label || endsOn ? refuse(400, { fieldErrors: { label, endsOn } }) : invalid();
  }
  const actor = actorOf(user, context);
  const post = parsed.data;
  if (post.intent === "revoke")
    return attempt(BOARD_LINK_REVOKE_FAILED, () => revokeBoardLink(getDb(), post.id, actor), BOARD_LINK_GONE);
  try {
    const { token } = await createBoardLink(getDb(), post.label, actor, { endsOn: post.endsOn });
    return actionAnswers(post.intent, "board links").done({
      url: boardLinkUrl(getConfig().publicUrl, token),
      label: post.label,
    });
  } catch (error) {
    logger.error({ err: error }, "board links: a write failed");
    return refuse(500, { error: BOARD_LINK_CREATE_FAILED });
  }
}

export default function BoardLinks({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container-page max-w-4xl py-8 sm:py-12">
      <AdminPageHeader title="Board Links">
        The workshop TV shows the workshop board (/board/workshop) through a board link: it opens that board only,
        read-only. The lobby board (/board) is public and needs none, but the lobby TV may carry a link's key too
        (/board?key=...): its live updates then keep a place that strangers' connections cannot take.
      </AdminPageHeader>
      <div className="space-y-6">
        <NewBoardLink today={loaderData.today} />
        <BoardLinkList links={loaderData.links} />
      </div>
    </div>
  );
}

export const ErrorBoundary = ManagerScreenBoundary;
