import { useEffect, useEffectEvent } from "react";
import { useRevalidator } from "react-router";
import { startFloorQueue } from "./drive-sender";

/**
 * Mounts the floor's queue for a signed-in staff member (the staff layout, and the staff panel of the visitor's
 * report page): catches the floor's forms while the network is gone and sends them when it is back. Once items
 * went, the page's data is read again, so what was sent shows.
 */
export function FloorQueue({ id, name }: { id: number; name: string }) {
  const { revalidate } = useRevalidator();
  const onSent = useEffectEvent(() => void revalidate());
  useEffect(() => startFloorQueue({ id, name }, onSent), [id, name]);
  return null;
}
