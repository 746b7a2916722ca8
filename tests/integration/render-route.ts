import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, Outlet } from "react-router";
import { TEST_MUSEUM } from "../museum-settings-fixture";

/**
 * Server-renders one route component with the given loader data, as the page's HTML would hold it: under a
 * root route whose data carries the museum's facts, as every page has them from the root loader.
 */
export function renderRoute(url: string, path: string, Component: unknown, loaderData: unknown) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      Component: Outlet,
      children: [{ id: "page", path, Component: Component as () => React.ReactNode }],
    },
  ]);
  return renderToString(
    createElement(Stub, {
      initialEntries: [url],
      hydrationData: { loaderData: { root: { museum: TEST_MUSEUM }, page: loaderData } },
    }),
  );
}
