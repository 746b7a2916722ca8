import type { Route } from "./+types/not-found";
import { titled } from "~/utils/museum";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titled(matches, "Page not found") },
  { name: "robots", content: "noindex" },
];

export function loader() {
  throw new Response("Not Found", { status: 404 });
}

/** A post to an address that does not exist is answered as one: 404, not "method not allowed". */
export function action() {
  throw new Response("Not Found", { status: 404 });
}

export default function NotFound() {
  return null;
}
