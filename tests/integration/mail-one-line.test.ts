import { beforeEach, expect, it } from "vitest";
import { action as aboutAction } from "~/routes/about";
import { action as saleAction } from "~/routes/games-for-sale";
import { action as reportAction } from "~/routes/report-issue";
import { sendMail } from "~/utils/mail.server";
import { HONEYPOT_FIELD } from "~/utils/spam";
import { describeEachDatabase } from "./databases";
import { newGame } from "./factories";

/** A visitor who types (or a script that posts) a line break into a one-line field, to write a line of their own. */
const FORGED_NAME = "Ann\r\nSubject: refund approved\u2028Status: paid";
const FLAT_NAME = "Ann Subject: refund approved Status: paid";

let ipCounter = 0;
async function post(handler: (args: never) => unknown, url: string, fields: Record<string, string>) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  const request = new Request(`http://localhost${url}`, { method: "POST", body });
  return handler({ request, params: {}, context: { ip: `192.0.2.${++ipCounter}`, cspNonce: "" } } as never);
}

describeEachDatabase("visitors' line breaks never forge lines in staff mail", (getDb) => {
  const lastMail = () => getDb().selectFrom("email_outbox").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
  /** Lines of the mail that the visitor wrote as lines of their own. */
  const forgedLines = (body: string) =>
    body.split(/\r\n|\r|\n|\u2028|\u2029/).filter((line) => /^(Subject: refund|Status: paid)/.test(line.trim()));

  let gameId: number;
  beforeEach(async () => {
    const game = await getDb()
      .insertInto("games")
      .values(
        newGame({ name: "Line Test Pinball", slug: `line-test-${++ipCounter}`, for_sale: true, asking_price: 900 }),
      )
      .returning("id")
      .executeTakeFirstOrThrow();
    gameId = game.id;
  });

  it("a contact message", async () => {
    await post(aboutAction, "/about", {
      intent: "contact",
      [HONEYPOT_FIELD]: "",
      name: FORGED_NAME,
      email: "ann@example.com",
      message: "Hello\nthere",
    });
    const mail = await lastMail();
    expect(mail.text_body).toContain(`Name: ${FLAT_NAME}\n`);
    expect(mail.text_body, "the message keeps its own lines").toMatch(/Hello\r?\nthere/);
    expect(forgedLines(mail.text_body)).toEqual([]);
    expect(mail.subject).toBe(`Contact Form Submission from ${FLAT_NAME}`);
    const stored = await getDb()
      .selectFrom("contact_messages")
      .select("name")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(stored.name).toBe(FLAT_NAME);
  });

  it("an issue report", async () => {
    await post(reportAction, `/report-issue?gameId=${gameId}`, {
      [HONEYPOT_FIELD]: "",
      comment: "Flipper stuck",
      reporterName: FORGED_NAME,
      reporterEmail: "",
    });
    const mail = await lastMail();
    expect(mail.text_body).toContain(`Reported by: ${FLAT_NAME}\n`);
    expect(forgedLines(mail.text_body)).toEqual([]);
    const stored = await getDb()
      .selectFrom("repairs")
      .select("reporter_name")
      .where("game_id", "=", gameId)
      .executeTakeFirstOrThrow();
    expect(stored.reporter_name).toBe(FLAT_NAME);
  });

  it("a buyer inquiry", async () => {
    await post(saleAction, "/games-for-sale", {
      [HONEYPOT_FIELD]: "",
      via: "modal",
      gameId: String(gameId),
      inquiryType: "purchase",
      offerAmount: "",
      name: FORGED_NAME,
      email: "ann@example.com",
      phone: "",
      message: "Still for sale?",
    });
    const mail = await lastMail();
    expect(mail.text_body).toContain(`Buyer name: ${FLAT_NAME}\n`);
    expect(forgedLines(mail.text_body)).toEqual([]);
    expect(mail.subject).toBe(`Purchase request for Line Test Pinball from ${FLAT_NAME}`);
    const stored = await getDb()
      .selectFrom("buyer_inquiries")
      .select("buyer_name")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(stored.buyer_name).toBe(FLAT_NAME);
  });

  it("the outbox itself keeps every subject on one line, whoever built it", async () => {
    const id = await sendMail(
      { to: "front-desk@museum.test", subject: "Issue reported: Pac-Man\nBcc: eve@example.com", text: "x" },
      getDb(),
    );
    const row = await getDb()
      .selectFrom("email_outbox")
      .select("subject")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.subject).toBe("Issue reported: Pac-Man Bcc: eve@example.com");
  });
});
