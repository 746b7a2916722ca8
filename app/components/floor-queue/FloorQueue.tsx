import { useEffect, useEffectEvent } from "react";
import { useRevalidator } from "react-router";
import { startFloorQueue } from "./drive-sender";

/**
 * Mounts the floor's queue for a signed-in staff member (the staff layout, and the staff panel of the visitor's
 * report page): catches the floor's forms while the network is gone and sends them when it is back. Once items
 * went, the page's data is read again, so what was sent shows.
 */
export function FloorQueue({
  id,
  name,
  nameOf,
}: {
  id: number;
  name: string;
  /** A better name for the kept item of a form posting to a path (the report page's: its machine). */
  nameOf?: (path: string) => string | undefined;
}) {
  const { revalidate } = useRevalidator();
  const onSent = useEffectEvent(() => void revalidate());
  const named = useEffectEvent((path: string) => nameOf?.(path));
  useEffect(() => startFloorQueue({ id, name }, onSent, named), [id, name]);
  return null;
}
