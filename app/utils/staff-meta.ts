import { isRouteErrorResponse, type MetaDescriptor } from "react-router";
import { MUSEUM } from "./museum";

/**
 * The meta of a back-office page that draws its own refusal: its title, or 'Access Denied' when the guard
 * answered 403 (DESIGN departure 13); never indexed.
 */
export const staffPageMeta =
  (title: string) =>
  ({ error }: { error?: unknown }): MetaDescriptor[] => [
    { title: `${isRouteErrorResponse(error) && error.status === 403 ? "Access Denied" : title} | ${MUSEUM.name}` },
    { name: "robots", content: "noindex" },
  ];

/** A staff page's title, kept out of search engines. */
export const noindexMeta = (title: string): MetaDescriptor[] => [
  { title: `${title} | ${MUSEUM.name}` },
  { name: "robots", content: "noindex" },
];
