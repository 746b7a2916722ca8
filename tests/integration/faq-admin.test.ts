import { beforeEach, expect, it } from "vitest";
import { createFaq, deleteFaq, listFaqsInOrder, moveFaq, updateFaq } from "~/models/faq/faq-admin.server";
import { ANSWER_REQUIRED, CATEGORY_REQUIRED, faqFormSchema, QUESTION_REQUIRED } from "~/models/faq/faq.schema";
import { listFaqs } from "~/models/faq/faq.server";
import { action } from "~/routes/admin.faq";
import { postTo, signedIn } from "./actions";
import { describeEachDatabase } from "./databases";

const input = (question: string, category = "Visiting") =>
  faqFormSchema.parse({ category, question, answer: `About ${question}` });

describeEachDatabase("admin faq", (getDb) => {
  const order = async () => (await listFaqsInOrder(getDb())).map((f) => [f.question, f.order_number]);
  const auditActions = async () =>
    (await getDb().selectFrom("audit_log").select("action").orderBy("id").execute()).map((r) => r.action);
  let who: Awaited<ReturnType<typeof signedIn>>;

  beforeEach(async () => {
    await getDb().deleteFrom("faqs").execute();
    await getDb().deleteFrom("audit_log").execute();
    who ??= await signedIn(getDb(), "staff");
  });

  it("createFaq puts a new FAQ last (max + 1, gaps kept); updateFaq and deleteFaq change one; each writes an audit row", async () => {
    await getDb()
      .insertInto("faqs")
      .values({ category: "Hours", question: "Open late?", answer: "Fridays.", order_number: 7 })
      .execute();
    const parking = await createFaq(getDb(), input("Where do I park?"), who);
    expect(await order()).toEqual([
      ["Open late?", 7],
      ["Where do I park?", 8],
    ]);
    expect(await updateFaq(getDb(), parking, input("Is parking free?", "Directions"), who)).toBe(true);
    expect((await listFaqs(getDb()))[1]).toMatchObject({ question: "Is parking free?", category: "Directions" });
    expect(await deleteFaq(getDb(), parking, who)).toBe(true);
    expect(await deleteFaq(getDb(), parking, who)).toBe(false);
    expect(await updateFaq(getDb(), parking, input("Gone"), who)).toBe(false);
    expect(await auditActions()).toEqual(["faq_created", "faq_updated", "faq_deleted"]);
  });

  it("moveFaq swaps two neighbours' positions; the first cannot go up nor the last down; a gone FAQ is false", async () => {
    const [a, b, c] = [
      await createFaq(getDb(), input("A"), who),
      await createFaq(getDb(), input("B"), who),
      await createFaq(getDb(), input("C"), who),
    ];
    expect(await moveFaq(getDb(), c, "up", who)).toBe(true);
    expect(await order()).toEqual([
      ["A", 1],
      ["C", 2],
      ["B", 3],
    ]);
    expect(await moveFaq(getDb(), a, "down", who)).toBe(true);
    expect(await order()).toEqual([
      ["C", 1],
      ["A", 2],
      ["B", 3],
    ]);
    expect(await moveFaq(getDb(), c, "up", who)).toBe(true);
    expect(await moveFaq(getDb(), b, "down", who)).toBe(true);
    expect(await order()).toEqual([
      ["C", 1],
      ["A", 2],
      ["B", 3],
    ]);
    await deleteFaq(getDb(), b, who);
    expect(await moveFaq(getDb(), b, "up", who)).toBe(false);
    expect((await auditActions()).filter((x) => x === "faq_moved")).toHaveLength(2);
  });

  it("two moves at once never leave two FAQs in one position: the result is one of the two orders the moves give one after the other", async () => {
    for (let round = 0; round < 5; round++) {
      await getDb().deleteFrom("faqs").execute();
      await createFaq(getDb(), input("A"), who);
      const b = await createFaq(getDb(), input("B"), who);
      const c = await createFaq(getDb(), input("C"), who);
      await Promise.all([moveFaq(getDb(), c, "up", who), moveFaq(getDb(), b, "up", who)]);
      const after = await order();
      expect(new Set(after.map(([, n]) => n)).size).toBe(3);
      expect([["A,B,C"], ["B,C,A"]]).toContainEqual([after.map(([q]) => q).join(",")]);
    }
  });

  it("two FAQs added at once get different positions", async () => {
    await Promise.all([
      createFaq(getDb(), input("One"), who),
      createFaq(getDb(), input("Two"), who),
      createFaq(getDb(), input("Three"), who),
    ]);
    expect((await order()).map(([, n]) => n)).toEqual([1, 2, 3]);
  });

  it("the action: staff add, move and delete; blank fields get the messages and change nothing; failures use the spec's texts", async () => {
    const blank = await postTo(action, "/admin/faq", who.cookie, {
      intent: "save-faq",
      category: "",
      question: " ",
      answer: "",
    });
    expect(blank).toMatchObject({
      status: 400,
      body: { fieldErrors: { category: CATEGORY_REQUIRED, question: QUESTION_REQUIRED, answer: ANSWER_REQUIRED } },
    });
    expect(await order()).toEqual([]);
    expect(
      (
        await postTo(action, "/admin/faq", who.cookie, {
          intent: "save-faq",
          category: "Hours",
          question: "Open on Mondays?",
          answer: "No.",
        })
      ).body,
    ).toEqual({ ok: true, intent: "save-faq" });
    const [faq] = await listFaqsInOrder(getDb());
    expect(
      (await postTo(action, "/admin/faq", who.cookie, { intent: "move-faq", id: String(faq.id), direction: "up" }))
        .body,
    ).toEqual({ ok: true, intent: "move-faq" });
    expect(
      (
        await postTo(action, "/admin/faq", who.cookie, {
          intent: "move-faq",
          id: String(faq.id),
          direction: "sideways",
        })
      ).status,
    ).toBe(400);
    expect(
      (await postTo(action, "/admin/faq", who.cookie, { intent: "move-faq", id: "999999", direction: "up" })).body,
    ).toMatchObject({ error: "Failed to reorder FAQs" });
    expect(
      (
        await postTo(action, "/admin/faq", who.cookie, {
          intent: "save-faq",
          id: "999999",
          category: "a",
          question: "b",
          answer: "c",
        })
      ).body,
    ).toMatchObject({ error: "Failed to save FAQ" });
    expect((await postTo(action, "/admin/faq", who.cookie, { intent: "delete-faq", id: String(faq.id) })).body).toEqual(
      { ok: true, intent: "delete-faq" },
    );
    expect(
      (await postTo(action, "/admin/faq", who.cookie, { intent: "delete-faq", id: String(faq.id) })).body,
    ).toMatchObject({ error: "Failed to delete FAQ" });
    expect(await order()).toEqual([]);
  });
});
