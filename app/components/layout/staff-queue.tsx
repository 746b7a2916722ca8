import { lazy, Suspense, useSyncExternalStore, type ComponentType, type ReactNode } from "react";

/**
 * The floor's queue in the staff frame (docs/design.md#the-floors-queue), loaded by a dynamic import once the page
 * has hydrated: React Router's route manifest lists each route's static imports only, so no page but a staff one
 * names or loads it. The server draws each part's stand-in (nothing, or Sign Out plain), which the page keeps
 * while the part loads, and for good if it cannot (the network went just then).
 */
type Parts = typeof import("~/components/floor-queue/staff-parts");

const subscribeNever = () => () => {};

function afterHydration<Props extends object>(
  pick: (parts: Parts) => ComponentType<Props>,
  StandIn: ComponentType<Props>,
) {
  const Part = lazy(() =>
    import("~/components/floor-queue/staff-parts").then(
      (parts) => ({ default: pick(parts) }),
      () => ({ default: StandIn }),
    ),
  );
  // Its own component, so that learning it is hydrated redraws only itself (docs/design.md, nothing redraws the page).
  return function Loaded(props: Props) {
    const hydrated = useSyncExternalStore(
      subscribeNever,
      () => true,
      () => false,
    );
    if (!hydrated) return <StandIn {...props} />;
    return (
      <Suspense fallback={<StandIn {...props} />}>
        <Part {...props} />
      </Suspense>
    );
  };
}

const nothing = () => null;
const plainSignOut = ({ plain }: { plain: ReactNode }) => plain;

export const FloorQueue = afterHydration((parts) => parts.FloorQueue, nothing);
export const QueueBadge = afterHydration((parts) => parts.QueueBadge, nothing);
export const SignOutForm = afterHydration((parts) => parts.SignOutForm, plainSignOut);
