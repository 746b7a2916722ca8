import { staffName } from "~/models/account/staff-name";
import { useRootData } from "~/utils/root-data";
import { FloorQueue } from "./FloorQueue";

/**
 * The floor's queue on a machine's game page, for a signed-in staff member: the page wears the public layout, which
 * mounts no queue, so the staff panel loads this (its own chunk). Its repairs' Resolve and Reopen name the machine
 * themselves (`data-floor-about`), and each row says when its change was kept.
 */
export default function GameQueue() {
  const user = useRootData()?.user;
  return user ? <FloorQueue id={user.id} name={staffName(user.name, user.email)} /> : null;
}
