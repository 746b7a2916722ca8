import type { AppLoadContext } from "react-router";
import { getConfig } from "~/utils/config.server";
import { getDb, nowIso, type DB } from "~/utils/db.server";
import { actionAnswers } from "~/utils/admin-action.server";
import { fieldErrorsOf, formValues, readFormData } from "~/utils/forms";
import { logger } from "~/utils/logger.server";
import { sendMail } from "~/utils/mail.server";
import {
  CONTACT_FAILURE,
  CONTACT_FIELDS,
  CONTACT_SUBJECT,
  CONTACT_SUCCESS,
  type ContactField,
  type ContactSource,
} from "./contact";
import { ContactSchema, type ContactInput } from "./contact.schema";
import { allowPublicSubmission, isSpam, TOO_MANY_SUBMISSIONS } from "../shared/form-throttle.server";

/**
 * Stores the message first, then queues the staff notification. A failure to
 * queue the mail is logged and the message still counts as sent: it is safe
 * in contact_messages for staff to read (docs/departures.md#nothing-lost).
 */
export async function submitContactMessage(db: DB, input: ContactInput, sourcePage: ContactSource) {
  const subject = CONTACT_SUBJECT;
  const createdAt = nowIso();
  const row = await db
    .insertInto("contact_messages")
    .values({
      name: input.name,
      email: input.email,
      subject,
      message: input.message,
      source_page: sourcePage,
      created_at: createdAt,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  try {
    const { staffNotifyEmail, publicUrl } = getConfig();
    await sendMail(
      {
        kind: "contact",
        to: staffNotifyEmail,
        replyTo: input.email,
        // Names are one line in a subject; the full text is in the body.
        subject: `${subject} from ${input.name.replace(/\s+/g, " ")}`,
        text: [
          `A visitor sent a message from the website (${publicUrl}${sourcePage}).`,
          "",
          `Name: ${input.name}`,
          `Email: ${input.email}`,
          `Received: ${createdAt}`,
          "",
          "Message:",
          input.message,
          "",
          `Reply to this e-mail to answer ${input.name} directly. Message #${row.id} is also kept in the back office.`,
        ].join("\n"),
      },
      db,
    );
  } catch (error) {
    logger.error({ err: error, contactMessageId: row.id }, "contact mail could not be queued");
  }
  return row.id;
}

/**
 * The action behind every contact form (About and Sell/Donate): honeypot,
 * validation, per-IP throttle, then store and notify. Returns the result the
 * ContactForm renders, with the HTTP status that fits it.
 */
export async function handleContactAction(
  request: Request,
  context: Pick<AppLoadContext, "ip">,
  sourcePage: ContactSource,
) {
  const form = await readFormData(request);
  if (form.get("intent") !== "contact") throw new Response("Unknown form", { status: 400 });

  const raw = formValues(form);
  const values = Object.fromEntries(CONTACT_FIELDS.map((f) => [f, raw[f] ?? ""]));
  const { refuse, done } = actionAnswers(undefined, `contact (${sourcePage})`, { values });
  // Bots get the same answer as people, and nothing is stored.
  if (isSpam(form)) return done({ message: CONTACT_SUCCESS });

  const parsed = ContactSchema.safeParse(values);
  if (!parsed.success) return refuse(400, { fieldErrors: fieldErrorsOf<ContactField>(parsed.error) });

  const db = getDb();
  try {
    if (!(await allowPublicSubmission(db, "contact", context.ip))) {
      return refuse(429, { error: TOO_MANY_SUBMISSIONS });
    }
    await submitContactMessage(db, parsed.data, sourcePage);
    return done({ message: CONTACT_SUCCESS });
  } catch (error) {
    logger.error({ err: error, sourcePage }, "contact message could not be stored");
    return refuse(500, { error: CONTACT_FAILURE });
  }
}
