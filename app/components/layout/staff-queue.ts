import { lazy, type ComponentType, type ReactNode } from "react";

/**
 * The floor's queue in the staff frame (docs/design.md#the-floors-queue), loaded by a dynamic import: React
 * Router's route manifest, which every page loads, lists each route's static imports only, so a visitor's page
 * gains no byte of it. A failed load (the network went just then) leaves the queue out, and Sign Out plain.
 */
type Parts = typeof import("~/components/floor-queue/staff-parts");

const part = <Props extends object>(pick: (parts: Parts) => ComponentType<Props>, failed: ComponentType<Props>) =>
  lazy(() =>
    import("~/components/floor-queue/staff-parts").then(
      (parts) => ({ default: pick(parts) }),
      () => ({ default: failed }),
    ),
  );

const nothing = () => null;
const plainSignOut = ({ plain }: { plain: ReactNode }) => plain;

export const FloorQueue = part((parts) => parts.FloorQueue, nothing);
export const QueueBadge = part((parts) => parts.QueueBadge, nothing);
export const SignOutForm = part((parts) => parts.SignOutForm, plainSignOut);
