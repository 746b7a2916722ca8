import { expect, it } from "vitest";
import { allowPublicSubmission } from "~/models/shared/form-throttle.server";
import { getConfig } from "~/utils/config.server";
import { describeEachDatabase } from "./databases";

const MINUTE = 60_000;
let counter = 0;
const uniqueAddress = () => `192.0.2.${++counter}`;

describeEachDatabase("public form throttle", (getDb) => {
  const submissions = async (form: string, ip: string) =>
    Number(
      (
        await getDb()
          .selectFrom("audit_log")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("action", "=", "public_form_submitted")
          .where("entity", "=", form)
          .where("ip", "=", ip)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("30 parallel posts from one address: exactly PUBLIC_FORM_LIMIT pass, and only they are recorded", async () => {
    const limit = getConfig().publicFormLimit;
    const ip = uniqueAddress();
    const results = await Promise.all(Array.from({ length: 30 }, () => allowPublicSubmission(getDb(), "contact", ip)));
    expect(results.filter(Boolean)).toHaveLength(limit);
    expect(await submissions("contact", ip)).toBe(limit);
    // Another form, and another address, are counted apart.
    expect(await allowPublicSubmission(getDb(), "newsletter", ip)).toBe(true);
    expect(await allowPublicSubmission(getDb(), "contact", uniqueAddress())).toBe(true);
  });

  it("a post stamped a moment before the last one (two requests racing) is counted, not refused under the limit", async () => {
    const ip = uniqueAddress();
    const t0 = Date.UTC(2026, 5, 3, 16);
    expect(await allowPublicSubmission(getDb(), "report", ip, new Date(t0))).toBe(true);
    expect(await allowPublicSubmission(getDb(), "report", ip, new Date(t0 + 5))).toBe(true);
    expect(await allowPublicSubmission(getDb(), "report", ip, new Date(t0 + 3))).toBe(true);
    expect(await submissions("report", ip)).toBe(3);
  });

  it("after the limit an address waits ten minutes, then may post again", async () => {
    const limit = getConfig().publicFormLimit;
    const ip = uniqueAddress();
    const t0 = new Date(Date.UTC(2026, 5, 3, 16));
    const at = (minutes: number) => new Date(t0.getTime() + minutes * MINUTE);
    for (let i = 0; i < limit; i++) expect(await allowPublicSubmission(getDb(), "report", ip, at(i))).toBe(true);
    expect(await allowPublicSubmission(getDb(), "report", ip, at(limit))).toBe(false);
    expect(await allowPublicSubmission(getDb(), "report", ip, at(limit - 1 + 10))).toBe(true);
  });
});
