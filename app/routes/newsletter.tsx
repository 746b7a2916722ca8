import { Link } from "react-router";
import type { Route } from "./+types/newsletter";
import { allowPublicSubmission, isSpam, TOO_MANY_SUBMISSIONS } from "~/models/shared/form-throttle.server";
import { NEWSLETTER_FAILURE, NEWSLETTER_SUCCESS } from "~/models/newsletter/newsletter";
import { NewsletterSchema } from "~/models/newsletter/newsletter.schema";
import { subscribe } from "~/models/newsletter/newsletter.server";
import { getDb } from "~/utils/db.server";
import { actionAnswers } from "~/utils/admin-action.server";
import { readFormData } from "~/utils/forms";
import { logger } from "~/utils/logger.server";
import { titled } from "~/utils/museum";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titled(matches, "Newsletter") },
  { name: "robots", content: "noindex" },
];

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const { refuse, done } = actionAnswers(undefined, "newsletter");
  // A bot that fills the hidden field is told it worked and nothing is stored or mailed.
  if (isSpam(form)) return done({ message: NEWSLETTER_SUCCESS });
  const parsed = NewsletterSchema.safeParse({ email: form.get("email") ?? "" });
  if (!parsed.success) {
    const email = parsed.error.issues[0]?.message;
    return refuse(400, { error: email ?? NEWSLETTER_FAILURE, fieldErrors: { email } });
  }
  const db = getDb();
  // Each sign-up mails the address given, so one sender may not make the museum mail strangers in bulk.
  if (!(await allowPublicSubmission(db, "newsletter", context.ip))) {
    return refuse(429, { error: TOO_MANY_SUBMISSIONS });
  }
  try {
    await subscribe(db, parsed.data.email);
    return done({ message: NEWSLETTER_SUCCESS });
  } catch (error) {
    logger.error({ err: error }, "newsletter subscribe failed");
    return refuse(500, { error: NEWSLETTER_FAILURE });
  }
}

export function loader() {
  return null;
}

/** Shown only when the form was posted without JavaScript. */
export default function Newsletter({ actionData }: Route.ComponentProps) {
  const result = actionData;
  return (
    <section className="container-page max-w-xl py-20 text-center">
      <h1 className="text-3xl font-extrabold">Newsletter</h1>
      <p
        role="status"
        className={`mt-4 text-lg ${result && !result.ok ? "text-red-700 dark:text-red-300" : "text-slate-700 dark:text-slate-200"}`}
      >
        {result ? (result.ok ? result.message : result.error) : "Sign up with the form at the bottom of any page."}
      </p>
      <Link to="/" className="mt-8 btn-primary">
        Return to Homepage
      </Link>
    </section>
  );
}
