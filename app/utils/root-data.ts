import { useRouteLoaderData } from "react-router";
import type { loader } from "~/root";

/**
 * What the root loader gives every page (user, hours, announcement, theme...). Its own module, with only a
 * type import of the root route, so components reading it do not import root.tsx and root.tsx does not
 * import them back.
 */
export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}

export type RootData = NonNullable<ReturnType<typeof useRootData>>;
