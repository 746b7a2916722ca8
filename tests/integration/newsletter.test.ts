import { expect, it } from "vitest";
import { TOO_MANY_SUBMISSIONS } from "~/models/shared/form-throttle.server";
import { NEWSLETTER_SUCCESS } from "~/models/newsletter/newsletter";
import { action } from "~/routes/newsletter";
import { HONEYPOT_FIELD } from "~/utils/spam";
import { describeEachDatabase } from "./databases";

// getConfig() caches on first use, which comes after these lines.
process.env.PUBLIC_FORM_LIMIT = "3";

let counter = 0;
const uniqueEmail = () => `reader-${Date.now().toString(36)}-${++counter}@example.com`;

async function signUp(fields: Record<string, string>, ip: string) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  const request = new Request("http://localhost/newsletter", { method: "POST", body });
  const result = (await action({ request, params: {}, context: { ip, cspNonce: "" } } as never)) as unknown;
  if (result && typeof result === "object" && (result as { type?: string }).type === "DataWithResponseInit") {
    const { data, init } = result as { data: { ok: boolean; message: string }; init: ResponseInit | null };
    return { status: init?.status ?? 200, ...data };
  }
  return { status: 200, ...(result as { ok: boolean; message: string }) };
}

describeEachDatabase("newsletter sign-up", (getDb) => {
  const stored = (email: string) =>
    getDb().selectFrom("newsletter_subscribers").select("email").where("email", "=", email).execute();
  const mailsTo = (email: string) =>
    getDb().selectFrom("email_outbox").select("id").where("to_address", "=", email).execute();

  it("a filled honeypot looks like success but stores and mails nothing", async () => {
    const email = uniqueEmail();
    const result = await signUp({ email, [HONEYPOT_FIELD]: "https://spam.example" }, "198.51.100.1");
    expect(result).toMatchObject({ status: 200, ok: true, message: NEWSLETTER_SUCCESS });
    expect(await stored(email)).toEqual([]);
    expect(await mailsTo(email)).toEqual([]);
  });

  it("one address may sign up a few e-mails, then is refused without storing or mailing", async () => {
    const ip = "198.51.100.2";
    for (let i = 0; i < 3; i++) {
      const email = uniqueEmail();
      expect(await signUp({ email, [HONEYPOT_FIELD]: "" }, ip)).toMatchObject({ status: 200, ok: true });
      expect(await stored(email)).toHaveLength(1);
    }
    const refused = uniqueEmail();
    expect(await signUp({ email: refused, [HONEYPOT_FIELD]: "" }, ip)).toMatchObject({
      status: 429,
      ok: false,
      error: TOO_MANY_SUBMISSIONS,
    });
    expect(await stored(refused)).toEqual([]);
    expect(await mailsTo(refused)).toEqual([]);
    // Another visitor is not affected.
    expect(await signUp({ email: refused, [HONEYPOT_FIELD]: "" }, "198.51.100.3")).toMatchObject({
      status: 200,
      ok: true,
    });
  });
});
