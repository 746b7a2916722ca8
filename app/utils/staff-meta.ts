import { isRouteErrorResponse, type MetaDescriptor } from "react-router";
import { titled } from "./museum";

type Matches = Parameters<typeof titled>[0];

/**
 * The meta of every staff page, kept out of search engines: its title, or 'Access Denied' when the page draws
 * its guard's 403 itself (docs/departures.md 13). Takes the meta function's own arguments.
 */
export const noindexMeta = (
  { error, matches }: { error?: unknown; matches: Matches },
  title: string,
): MetaDescriptor[] => [
  { title: titled(matches, isRouteErrorResponse(error) && error.status === 403 ? "Access Denied" : title) },
  { name: "robots", content: "noindex" },
];
