import { staffName } from "~/models/account/staff-name";
import { useRootData } from "~/utils/root-data";
import { FloorQueue } from "./FloorQueue";
import { QueueBadge } from "./QueueBadge";

/**
 * The floor's queue on a machine's game page, for a signed-in staff member: the page wears the public layout, which
 * mounts no queue and no staff header, so the staff panel loads this (its own chunk) and shows the queue's badge
 * itself ('Offline', '1 waiting'). Its repairs' Resolve and Reopen name the machine themselves (`data-floor-about`),
 * and each row says when its change was kept.
 */
export default function GameQueue() {
  const user = useRootData()?.user;
  if (!user) return null;
  return (
    <>
      <FloorQueue id={user.id} name={staffName(user.name, user.email)} />
      <QueueBadge />
    </>
  );
}
