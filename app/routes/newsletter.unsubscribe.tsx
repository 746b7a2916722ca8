import { MailX, Unlink } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/newsletter.unsubscribe";
import { UNSUBSCRIBE_INVALID_TEXT, UNSUBSCRIBED_HEADING, UNSUBSCRIBED_TEXT } from "~/models/newsletter";
import { unsubscribe } from "~/models/newsletter.server";
import { getDb } from "~/utils/db.server";

/**
 * /newsletter/unsubscribe?id=...&token=...: the link in every newsletter mail. Opening it unsubscribes,
 * without signing in (one click); a POST to the same address does too, for mail apps' own unsubscribe button.
 */

export const meta: Route.MetaFunction = () => [{ title: "Unsubscribe | Replay Museum" }, { name: "robots", content: "noindex" }, { name: "referrer", content: "same-origin" }];

async function unsubscribeFrom(url: URL) {
  const id = Number(url.searchParams.get("id"));
  const token = url.searchParams.get("token") ?? "";
  return Number.isSafeInteger(id) && id > 0 && token.length <= 100 ? unsubscribe(getDb(), id, token) : false;
}

export async function loader({ request }: Route.LoaderArgs) {
  return { done: await unsubscribeFrom(new URL(request.url)) };
}

export async function action({ request }: Route.ActionArgs) {
  return { done: await unsubscribeFrom(new URL(request.url)) };
}

export default function Unsubscribe({ loaderData }: Route.ComponentProps) {
  return (
    <section className="container-page flex justify-center py-16 sm:py-24">
      <div className="card w-full max-w-md p-6 text-center sm:p-8">
        {loaderData.done ? (
          <>
            <MailX aria-hidden className="mx-auto size-12 text-brand-600 dark:text-brand-400" />
            <h1 className="mt-3 text-2xl font-extrabold">{UNSUBSCRIBED_HEADING}</h1>
            <p role="status" className="mt-2 text-slate-700 dark:text-slate-300">
              {UNSUBSCRIBED_TEXT}
            </p>
          </>
        ) : (
          <>
            <Unlink aria-hidden className="mx-auto size-12 text-red-600 dark:text-red-400" />
            <h1 className="mt-3 text-2xl font-extrabold">Unsubscribe</h1>
            <p role="alert" className="mt-2 text-slate-700 dark:text-slate-300">
              {UNSUBSCRIBE_INVALID_TEXT}
            </p>
          </>
        )}
        <Link to="/" className="btn-secondary mt-6 w-full">
          Return to Homepage
        </Link>
      </div>
    </section>
  );
}
