import type { Route } from "./+types/outbox";
import { OutboxScreen } from "~/components/floor-queue/OutboxScreen";
import { requireStaff } from "~/utils/auth.server";
import { noindexMeta } from "~/utils/staff-meta";

/**
 * /outbox, "Waiting to send": the floor's forms kept on this phone (docs/product.md#working-offline). The queue
 * lives in the browser, so the screen reads it there, not from the loader: it works from a page the service
 * worker kept while the network is gone.
 */
export const meta: Route.MetaFunction = (args) => noindexMeta(args, "Waiting to send");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  return null;
}

export default function Outbox() {
  return <OutboxScreen />;
}
