import { MailX, Unlink } from "lucide-react";
import { data, Form, Link, useLocation, useNavigation } from "react-router";
import type { Route } from "./+types/newsletter.unsubscribe";
import {
  UNSUBSCRIBE_BUTTON,
  UNSUBSCRIBE_HEADING,
  UNSUBSCRIBE_INVALID_TEXT,
  unsubscribeQuestion,
  UNSUBSCRIBED_HEADING,
  UNSUBSCRIBED_TEXT,
} from "~/models/newsletter/newsletter";
import { checkUnsubscribeLink, unsubscribe } from "~/models/newsletter/newsletter.server";
import { getDb } from "~/utils/db.server";
import { readFormData } from "~/utils/forms";
import { titled, useMuseum } from "~/utils/museum";

/**
 * /newsletter/unsubscribe?id=...&token=...: the link in every newsletter mail, no sign-in needed. Opening it
 * only asks (mail scanners open links); the button POSTs, and so does a mail app's one-click Unsubscribe
 * (RFC 8058: the body "List-Unsubscribe=One-Click", no page in between).
 */

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titled(matches, "Unsubscribe") },
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "same-origin" },
];

function linkOf(url: URL) {
  const id = Number(url.searchParams.get("id"));
  const token = url.searchParams.get("token") ?? "";
  return Number.isSafeInteger(id) && id > 0 && token.length <= 100 ? { id, token } : null;
}

export async function loader({ request }: Route.LoaderArgs) {
  const link = linkOf(new URL(request.url));
  return { state: link ? await checkUnsubscribeLink(getDb(), link.id, link.token) : "invalid" };
}

export async function action({ request }: Route.ActionArgs) {
  const link = linkOf(new URL(request.url));
  const form = await readFormData(request);
  const done =
    link !== null && form.get("List-Unsubscribe") === "One-Click" && (await unsubscribe(getDb(), link.id, link.token));
  return done ? { state: "unsubscribed" as const } : data({ state: "invalid" as const }, { status: 400 });
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData?.state ?? loaderData.state;
  const { search } = useLocation();
  const busy = useNavigation().state === "submitting";
  const museum = useMuseum();
  return (
    <section className="container-page flex justify-center py-16 sm:py-24">
      <div className="w-full max-w-md card p-6 text-center sm:p-8">
        {state === "unsubscribed" ? (
          <>
            <MailX aria-hidden className="mx-auto size-12 text-brand-600 dark:text-brand-400" />
            <h1 className="mt-3 text-2xl font-extrabold">{UNSUBSCRIBED_HEADING}</h1>
            <p role="status" className="mt-2 text-slate-700 dark:text-slate-300">
              {UNSUBSCRIBED_TEXT}
            </p>
          </>
        ) : state === "valid" ? (
          <>
            <MailX aria-hidden className="mx-auto size-12 text-brand-600 dark:text-brand-400" />
            <h1 className="mt-3 text-2xl font-extrabold">{UNSUBSCRIBE_HEADING}</h1>
            <p className="mt-2 text-slate-700 dark:text-slate-300">{unsubscribeQuestion(museum.name)}</p>
            <Form method="post" action={`/newsletter/unsubscribe${search}`} className="mt-6">
              <input type="hidden" name="List-Unsubscribe" value="One-Click" />
              <button type="submit" className="btn-primary w-full" disabled={busy}>
                {busy ? "Unsubscribing..." : UNSUBSCRIBE_BUTTON}
              </button>
            </Form>
          </>
        ) : (
          <>
            <Unlink aria-hidden className="mx-auto size-12 text-red-600 dark:text-red-400" />
            <h1 className="mt-3 text-2xl font-extrabold">{UNSUBSCRIBE_HEADING}</h1>
            <p role="alert" className="mt-2 text-slate-700 dark:text-slate-300">
              {UNSUBSCRIBE_INVALID_TEXT}
            </p>
          </>
        )}
        <Link to="/" className={`${state === "valid" ? "mt-3 btn-secondary" : "mt-6 btn-secondary"} w-full`}>
          Return to Homepage
        </Link>
      </div>
    </section>
  );
}
