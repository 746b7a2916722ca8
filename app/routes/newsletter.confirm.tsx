import { CircleCheck, MailCheck, Unlink } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/newsletter.confirm";
import {
  CONFIRM_INVALID_HEADING,
  CONFIRM_INVALID_TEXT,
  CONFIRMED_HEADING,
  CONFIRMED_TEXT,
} from "~/models/newsletter/newsletter";
import { confirmSubscription } from "~/models/newsletter/newsletter.server";
import { getDb } from "~/utils/db.server";
import { readFormData } from "~/utils/forms";
import { titled, useMuseum } from "~/utils/museum";

/**
 * /newsletter/confirm?token=...: the link in the sign-up mail. Opening it shows one button; the POST
 * confirms, so a mail scanner that opens links ahead of the reader cannot use up the single-use token.
 */

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titled(matches, "Confirm your subscription") },
  { name: "robots", content: "noindex" },
  // The token is in the address: never pass it on to another site.
  { name: "referrer", content: "same-origin" },
];

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

export async function action({ request }: Route.ActionArgs) {
  const token = (await readFormData(request)).get("token");
  const result = typeof token === "string" ? await confirmSubscription(getDb(), token) : "invalid";
  return data({ result }, { status: result === "confirmed" ? 200 : 400 });
}

export default function ConfirmSubscription({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const result = actionData?.result;
  const museum = useMuseum();
  return (
    <section className="container-page flex justify-center py-16 sm:py-24">
      <div className="w-full max-w-md card p-6 text-center sm:p-8">
        {result === "confirmed" ? (
          <>
            <CircleCheck aria-hidden className="mx-auto size-12 text-emerald-600 dark:text-emerald-400" />
            <h1 className="mt-3 text-2xl font-extrabold">{CONFIRMED_HEADING}</h1>
            <p role="status" className="mt-2 text-slate-700 dark:text-slate-300">
              {CONFIRMED_TEXT}
            </p>
            <Link to="/events" className="mt-6 btn-primary w-full">
              See upcoming events
            </Link>
          </>
        ) : result === "invalid" ? (
          <>
            <Unlink aria-hidden className="mx-auto size-12 text-red-600 dark:text-red-400" />
            <h1 className="mt-3 text-2xl font-extrabold">{CONFIRM_INVALID_HEADING}</h1>
            <p role="alert" className="mt-2 text-slate-700 dark:text-slate-300">
              {CONFIRM_INVALID_TEXT}
            </p>
            <Link to="/" className="mt-6 btn-secondary w-full">
              Return to Homepage
            </Link>
          </>
        ) : (
          <>
            <MailCheck aria-hidden className="mx-auto size-12 text-brand-600 dark:text-brand-400" />
            <h1 className="mt-3 text-2xl font-extrabold">Confirm your subscription</h1>
            <p className="mt-2 text-slate-700 dark:text-slate-300">
              One click and you&apos;re on the {museum.name} newsletter.
            </p>
            <Form method="post" className="mt-6">
              <input type="hidden" name="token" value={loaderData.token} />
              <button type="submit" className="btn-primary w-full" disabled={busy}>
                {busy ? "Confirming..." : "Confirm my subscription"}
              </button>
            </Form>
          </>
        )}
      </div>
    </section>
  );
}
