import { isRouteErrorResponse, type MetaDescriptor } from "react-router";
import { titled } from "./museum";

type Matches = Parameters<typeof titled>[0];

/**
 * The meta of a back-office page that draws its own refusal: its title, or 'Access Denied' when the guard
 * answered 403 (DESIGN departure 13); never indexed.
 */
export const staffPageMeta =
  (title: string) =>
  ({ error, matches }: { error?: unknown; matches: Matches }): MetaDescriptor[] => [
    { title: titled(matches, isRouteErrorResponse(error) && error.status === 403 ? "Access Denied" : title) },
    { name: "robots", content: "noindex" },
  ];

/** A staff page's title, kept out of search engines. */
export const noindexMeta = (matches: Matches, title: string): MetaDescriptor[] => [
  { title: titled(matches, title) },
  { name: "robots", content: "noindex" },
];
