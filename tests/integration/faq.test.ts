import { beforeEach, expect, it } from "vitest";
import { FAQ_LOAD_ERROR } from "~/models/faq/faq";
import { loader as faqLoader, meta as faqMeta } from "~/routes/faq";
import { describeEachDatabase } from "./databases";

const load = async (search = "") => {
  const result = (await faqLoader({
    request: new Request(`http://localhost/faq${search}`),
    params: {},
    context: { ip: "203.0.113.5", cspNonce: "" },
  } as never)) as unknown as {
    data: {
      faqs: { id: number; category: string; question: string; answer: string }[];
      category: string | null;
      error: string | null;
    };
    init: ResponseInit | null;
  };
  return { status: result.init?.status ?? 200, ...result.data };
};

describeEachDatabase("FAQ page loader", (getDb) => {
  beforeEach(async () => {
    await getDb().deleteFrom("faqs").execute();
  });

  it("lists FAQs by order_number, whatever order they were added in, without internal columns", async () => {
    await getDb()
      .insertInto("faqs")
      .values([
        { category: "Games", question: "Third?", answer: "C", order_number: 3 },
        { category: "Admission", question: "First?", answer: "A", order_number: 1 },
        { category: "Games", question: "Second?", answer: "B", order_number: 2 },
      ])
      .execute();
    const page = await load("?category=Games");
    expect(page.status).toBe(200);
    expect(page.error).toBeNull();
    expect(page.category).toBe("Games");
    expect(page.faqs.map((f) => f.question)).toEqual(["First?", "Second?", "Third?"]);
    expect(Object.keys(page.faqs[0]).sort()).toEqual(["answer", "category", "id", "question"]);

    const tags = faqMeta({ matches: [], loaderData: page } as never) as Record<string, unknown>[];
    const ld = tags.find((t) => "script:ld+json" in t)?.["script:ld+json"] as {
      "@type": string;
      mainEntity: { name: string }[];
    };
    expect(ld["@type"]).toBe("FAQPage");
    expect(ld.mainEntity.map((q) => q.name)).toEqual(["First?", "Second?", "Third?"]);
  });

  it("gives an empty list, and no FAQPage data, when there are no FAQs", async () => {
    const page = await load();
    expect(page).toMatchObject({ status: 200, faqs: [], error: null });
    const tags = faqMeta({ matches: [], loaderData: page } as never) as Record<string, unknown>[];
    expect(tags.some((t) => "script:ld+json" in t)).toBe(false);
  });

  it("reports 'Failed to load FAQs' with status 500 when the database fails", async () => {
    await getDb().schema.alterTable("faqs").renameTo("faqs_offline").execute();
    try {
      expect(await load()).toMatchObject({ status: 500, faqs: [], error: FAQ_LOAD_ERROR });
    } finally {
      await getDb().schema.alterTable("faqs_offline").renameTo("faqs").execute();
    }
  });
});
