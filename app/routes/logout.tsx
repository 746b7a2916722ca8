import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { destroySession } from "~/utils/session.server";

export async function action({ request }: Route.ActionArgs) {
  return redirect("/", { headers: { "Set-Cookie": await destroySession(request) } });
}

export function loader() {
  return redirect("/");
}
