import { beforeEach, expect, it } from "vitest";
import { CONTACT_FAILURE, CONTACT_SUCCESS, type ContactResult } from "~/models/contact/contact";
import { TOO_MANY_SUBMISSIONS } from "~/models/shared/form-throttle.server";
import { action as aboutAction } from "~/routes/about";
import { action as sellDonateAction } from "~/routes/sell-donate";
import { getConfig } from "~/utils/config.server";
import type { DB } from "~/utils/db.server";
import { HONEYPOT_FIELD } from "~/utils/spam";
import { describeEachDatabase } from "./databases";

// getConfig() caches on first use, which comes after this line: every test in this file sees these.
process.env.STAFF_NOTIFY_EMAIL = "front-desk@museum.test";
process.env.PUBLIC_FORM_LIMIT = "3";

type Page = "/about" | "/sell-donate";
const ACTIONS = { "/about": aboutAction, "/sell-donate": sellDonateAction } as const;
const VISITOR = { name: "Jo Player", email: "jo@example.com", message: "Do you host birthday parties on Sundays?" };

let ipCounter = 0;
/** Each test posts from its own address so the per-IP throttle of one never touches another. */
const freshIp = () => `198.51.100.${++ipCounter}`;

async function submit(page: Page, fields: Record<string, string>, ip: string) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  const request = new Request(`http://localhost${page}`, { method: "POST", body });
  const result = (await ACTIONS[page]({ request, params: {}, context: { ip, cspNonce: "" } } as never)) as unknown as {
    data: ContactResult;
    init: ResponseInit | null;
  };
  return { status: result.init?.status ?? 200, body: result.data };
}

const contactForm = (fields: Partial<typeof VISITOR> = {}) => ({
  intent: "contact",
  [HONEYPOT_FIELD]: "",
  ...VISITOR,
  ...fields,
});

describeEachDatabase("contact form", (getDb) => {
  const messages = () => getDb().selectFrom("contact_messages").selectAll().orderBy("id").execute();
  const outbox = () => getDb().selectFrom("email_outbox").selectAll().orderBy("id").execute();

  beforeEach(async () => {
    await getDb().deleteFrom("contact_messages").execute();
    await getDb().deleteFrom("email_outbox").execute();
  });

  it("About stores the message, then queues exactly one mail to STAFF_NOTIFY_EMAIL with the visitor as reply-to", async () => {
    expect(getConfig().staffNotifyEmail).toBe("front-desk@museum.test");
    const result = await submit("/about", contactForm({ name: "  Jo Player ", email: " jo@example.com " }), freshIp());
    expect(result).toEqual({ status: 200, body: { ok: true, message: CONTACT_SUCCESS } });

    const rows = await messages();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Jo Player",
      email: "jo@example.com",
      message: VISITOR.message,
      subject: "Contact Form Submission",
      source_page: "/about",
      status: "unread",
    });
    expect(Date.parse(rows[0].created_at)).not.toBeNaN();

    const mails = await outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to_address: "front-desk@museum.test",
      reply_to: "jo@example.com",
      status: "pending",
    });
    expect(mails[0].subject).toBe("Contact Form Submission from Jo Player");
    expect(mails[0].text_body).toContain("Name: Jo Player");
    expect(mails[0].text_body).toContain("Email: jo@example.com");
    expect(mails[0].text_body).toContain(VISITOR.message);
    expect(mails[0].text_body).toContain("/about");
  });

  it("Sell/Donate uses the same form and the spec's subject, stored and in the mail; the page it came from is kept", async () => {
    const message = "I have a 1981 Galaxian cabinet, working, in Port St. Lucie. Would you like it?";
    const result = await submit("/sell-donate", contactForm({ message }), freshIp());
    expect(result).toEqual({ status: 200, body: { ok: true, message: CONTACT_SUCCESS } });

    const rows = await messages();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ message, subject: "Contact Form Submission", source_page: "/sell-donate" });

    const mails = await outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to_address: "front-desk@museum.test",
      reply_to: "jo@example.com",
      subject: "Contact Form Submission from Jo Player",
    });
    expect(mails[0].text_body).toContain(message);
    expect(mails[0].text_body).toContain("/sell-donate");
  });

  it.each([
    ["a missing name", { name: "" }, { name: "Please enter your name" }],
    ["a malformed e-mail", { email: "jo@" }, { email: "Please enter a valid email address" }],
    ["a missing e-mail", { email: "   " }, { email: "Please enter your email address" }],
    ["a missing message", { message: "" }, { message: "Please enter a message" }],
  ])(
    "%s is refused with 400 and its field error, keeps what was typed, and stores and queues nothing",
    async (_label, fields, fieldErrors) => {
      for (const page of ["/about", "/sell-donate"] as const) {
        const result = await submit(page, contactForm(fields), freshIp());
        expect(result.status).toBe(400);
        expect(result.body).toEqual({ ok: false, fieldErrors, values: { ...VISITOR, ...fields } });
      }
      expect(await messages()).toEqual([]);
      expect(await outbox()).toEqual([]);
    },
  );

  it("a filled honeypot looks like success to the sender but stores and queues nothing", async () => {
    const ip = freshIp();
    const result = await submit("/about", { ...contactForm(), [HONEYPOT_FIELD]: "https://spam.example" }, ip);
    expect(result).toEqual({ status: 200, body: { ok: true, message: CONTACT_SUCCESS } });
    expect(await messages()).toEqual([]);
    expect(await outbox()).toEqual([]);
    const counted = await getDb().selectFrom("audit_log").select("id").where("ip", "=", ip).execute();
    expect(counted).toEqual([]);
  });

  it("answers 429 after PUBLIC_FORM_LIMIT messages from one address, across both pages, and stores nothing more", async () => {
    const ip = freshIp();
    expect(getConfig().publicFormLimit).toBe(3);
    for (const page of ["/about", "/sell-donate", "/about"] as const) {
      expect((await submit(page, contactForm(), ip)).status).toBe(200);
    }
    for (const page of ["/about", "/sell-donate"] as const) {
      const refused = await submit(page, contactForm({ name: "Jo Again" }), ip);
      expect(refused).toEqual({
        status: 429,
        body: { ok: false, error: TOO_MANY_SUBMISSIONS, values: { ...VISITOR, name: "Jo Again" } },
      });
    }
    expect(await messages()).toHaveLength(3);
    expect(await outbox()).toHaveLength(3);

    // Someone else is not held back.
    expect((await submit("/about", contactForm(), freshIp())).status).toBe(200);
    expect(await messages()).toHaveLength(4);
  });

  it("a message is kept and reported as sent even when its mail cannot be queued", async () => {
    await withTableRenamed(getDb(), "email_outbox", async () => {
      const result = await submit("/about", contactForm(), freshIp());
      expect(result).toEqual({ status: 200, body: { ok: true, message: CONTACT_SUCCESS } });
    });
    expect(await messages()).toHaveLength(1);
    expect(await outbox()).toEqual([]);
  });

  it("when the message cannot be stored, the sender sees the spec's failure text, keeps the text, and no mail goes out", async () => {
    await withTableRenamed(getDb(), "contact_messages", async () => {
      const result = await submit("/about", contactForm(), freshIp());
      expect(result).toEqual({ status: 500, body: { ok: false, error: CONTACT_FAILURE, values: VISITOR } });
    });
    expect(await messages()).toEqual([]);
    expect(await outbox()).toEqual([]);
  });

  it("refuses a post that is not the contact form", async () => {
    const { intent: _intent, ...withoutIntent } = contactForm();
    const error = await submit("/about", withoutIntent, freshIp()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Response);
    expect((error as Response).status).toBe(400);
    expect(await messages()).toEqual([]);
  });
});

/** Makes a table unreachable for the length of `run`, to stand in for a database or mail outage. */
async function withTableRenamed(db: DB, table: "email_outbox" | "contact_messages", run: () => Promise<void>) {
  const hidden = `${table}_offline`;
  await db.schema.alterTable(table).renameTo(hidden).execute();
  try {
    await run();
  } finally {
    await db.schema.alterTable(hidden).renameTo(table).execute();
  }
}
