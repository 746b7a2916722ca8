import { beforeEach, expect, it } from "vitest";
import { STARTING_PAGE_TEXTS } from "~/db/page-texts-start";
import { pageTextHtml, startMissingPageTexts } from "~/models/content/page-text.server";
import { action, loader } from "~/routes/admin.texts";
import { loader as homeLoader } from "~/routes/home";
import { postTo, routeArgs, signedIn } from "./actions";
import { describeEachDatabase } from "./databases";

const pagesVersion = async (getDb: () => import("~/utils/db.server").DB) =>
  Number((await getDb().selectFrom("pages_version").select("version").executeTakeFirstOrThrow()).version);

describeEachDatabase("page texts (/admin/texts)", (getDb) => {
  beforeEach(() => startMissingPageTexts(getDb(), STARTING_PAGE_TEXTS));

  it("start as the site's own words, with the museum's facts as placeholders, and a start never overwrites a manager's", async () => {
    const about = await pageTextHtml(getDb(), "about_story");
    expect(about).toMatch(/^<p>\{longName\} was established in \{established\} by a few friends/);
    expect(about).toContain("<strong>free to play after admission</strong>");
    expect(await pageTextHtml(getDb(), "sell_donate")).toContain(
      "<li>Pinball machines of any era, electromechanical to modern</li>",
    );
    await getDb().updateTable("page_texts").set({ markdown: "Ours." }).where("key", "=", "about_story").execute();
    await startMissingPageTexts(getDb(), STARTING_PAGE_TEXTS);
    expect(await pageTextHtml(getDb(), "about_story")).toBe("<p>Ours.</p>\n");
    await getDb().deleteFrom("page_texts").execute();
  });

  it("a manager's save is on the page at once, in the Activity log with before and after, and the same text again writes nothing", async () => {
    const manager = await signedIn(getDb(), "manager");
    const before = await pageTextHtml(getDb(), "about_story");
    const version = await pagesVersion(getDb);
    const markdown = "We fix **pinball**.\n\n- Flippers\n- [Our FAQ](/faq)";
    const saved = await postTo(action, "/admin/texts", manager.cookie, {
      intent: "save",
      key: "about_story",
      markdown,
    });
    expect(saved).toEqual({ status: 200, body: { ok: true, intent: "save", saved: true } });
    expect(await pageTextHtml(getDb(), "about_story")).toBe(
      '<p>We fix <strong>pinball</strong>.</p>\n<ul>\n<li>Flippers</li>\n<li><a href="/faq">Our FAQ</a></li>\n</ul>\n',
    );
    expect(await pagesVersion(getDb), "the page cache's version moved").toBeGreaterThan(version);
    const rows = await getDb()
      .selectFrom("audit_log")
      .select(["action", "user_id", "entity_id", "details"])
      .where("action", "=", "page_text_updated")
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: manager.id, entity_id: "about_story" });
    const details = JSON.parse(rows[0].details!) as { before: string; after: string };
    expect(details.after).toBe(markdown);
    expect(before).toContain(details.before.slice(0, 20));

    const again = await postTo(action, "/admin/texts", manager.cookie, {
      intent: "save",
      key: "about_story",
      markdown,
    });
    expect(again.body).toEqual({ ok: true, intent: "save", saved: false });
    expect(
      await getDb().selectFrom("audit_log").select("id").where("action", "=", "page_text_updated").execute(),
    ).toHaveLength(1);
  });

  it("a text with a script, an event attribute and a javascript: link is stored as written and never reaches a page", async () => {
    const manager = await signedIn(getDb(), "manager");
    const markdown = '<script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n[click](javascript:alert(3))';
    const preview = await postTo(action, "/admin/texts", manager.cookie, {
      intent: "preview",
      key: "sell_donate",
      markdown,
    });
    expect(preview.status).toBe(200);
    await postTo(action, "/admin/texts", manager.cookie, { intent: "save", key: "sell_donate", markdown });
    for (const html of [(preview.body as unknown as { html: string }).html, await pageTextHtml(getDb(), "sell_donate")])
      expect(html).not.toMatch(/<script|onerror|javascript:|<img/i);
  });

  it("refuses an empty or unknown text with a message and changes nothing; staff who are not managers get 403", async () => {
    const manager = await signedIn(getDb(), "manager");
    const before = await pageTextHtml(getDb(), "about_story");
    const empty = await postTo(action, "/admin/texts", manager.cookie, {
      intent: "save",
      key: "about_story",
      markdown: "  ",
    });
    expect(empty).toMatchObject({
      status: 400,
      body: { ok: false, fieldErrors: { markdown: "Write the text: a page cannot show an empty one." } },
    });
    const unknown = await postTo(action, "/admin/texts", manager.cookie, {
      intent: "save",
      key: "home",
      markdown: "x",
    });
    expect(unknown.status).toBe(400);
    expect(await pageTextHtml(getDb(), "about_story")).toBe(before);

    const staff = await signedIn(getDb(), "staff");
    await expect(loader(routeArgs("/admin/texts", staff.cookie))).rejects.toMatchObject({ status: 403 });
    await expect(
      action(routeArgs("/admin/texts", staff.cookie, { intent: "save", key: "about_story", markdown: "Hacked" })),
    ).rejects.toMatchObject({ status: 403 });
    expect(await pageTextHtml(getDb(), "about_story")).toBe(before);
  });

  it("the home page's intro is a page text: it starts as the hero's words, filled in from the settings, and a manager's save is on the home page", async () => {
    const manager = await signedIn(getDb(), "manager");
    const intro = async () => (await homeLoader(routeArgs("/", ""))).intro;
    expect(await intro()).toBe(
      "<p>Over 100 restored arcade and pinball machines, and every game is <strong>free to play after admission</strong>.</p>\n",
    );
    const saved = await postTo(action, "/admin/texts", manager.cookie, {
      intent: "save",
      key: "home_intro",
      markdown: "**{name}**: {collection} machines, <script>alert(1)</script>free play.",
    });
    expect(saved.status).toBe(200);
    expect(await intro()).toBe("<p><strong>Replay Museum</strong>: over 100 machines, free play.</p>\n");
    await getDb().deleteFrom("page_texts").where("key", "=", "home_intro").execute();
  });
});
