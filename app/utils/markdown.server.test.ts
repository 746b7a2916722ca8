import { describe, expect, it } from "vitest";
import { fillPlaceholders } from "~/models/content/page-text";
import { renderMarkdown } from "./markdown.server";

describe("renderMarkdown", () => {
  it("renders paragraphs, headings, lists, links, bold and italic", () => {
    const html = renderMarkdown(
      "# Our story\n\nWe **restore** *games*.\n\n- Pinball\n- Arcade\n\n1. First\n\n[Visit](https://example.org) or [mail](mailto:a@b.c) or [FAQ](/faq)",
    );
    expect(html).toBe(
      '<h2>Our story</h2>\n<p>We <strong>restore</strong> <em>games</em>.</p>\n<ul>\n<li>Pinball</li>\n<li>Arcade</li>\n</ul>\n<ol>\n<li>First</li>\n</ol>\n<p><a href="https://example.org">Visit</a> or <a href="mailto:a@b.c">mail</a> or <a href="/faq">FAQ</a></p>\n',
    );
  });

  it("lets no script, event attribute, javascript: link, style or frame reach the page", () => {
    const hostile = [
      "<script>alert(1)</script>",
      '<img src=x onerror="alert(2)">',
      "[click](javascript:alert(3))",
      "[click](JaVaScRiPt:alert(4))",
      '<a href="javascript:alert(5)">x</a>',
      "[data](data:text/html;base64,PHNjcmlwdD4=)",
      '<p onclick="alert(6)">p</p>',
      "<style>body{display:none}</style>",
      '<iframe src="https://evil.example"></iframe>',
      "<svg><script>alert(7)</script></svg>",
      "[x](//evil.example/path)",
      '<a href="https://ok.example" onmouseover="alert(8)">ok</a>',
    ].join("\n\n");
    const html = renderMarkdown(hostile);
    expect(html).not.toMatch(/<script|onerror|onclick|onmouseover|javascript:|data:|<style|<iframe|<svg|<img|evil/i);
    expect(html).toContain('<a href="https://ok.example">ok</a>');
  });

  it("leaves placeholders for the page, which fills them in escaped, and leaves unknown braces as written", () => {
    const html = renderMarkdown("{longName} has {collection} machines in {city}, {unknown}.");
    expect(html).toBe("<p>{longName} has {collection} machines in {city}, {unknown}.</p>\n");
    const values = {
      name: "Replay",
      longName: "Replay <b>Museum</b>",
      city: "Fort Pierce",
      established: "2015",
      collection: "over 100",
      Collection: "Over 100",
    };
    expect(fillPlaceholders(html, values)).toBe(
      "<p>Replay &lt;b&gt;Museum&lt;/b&gt; has over 100 machines in Fort Pierce, {unknown}.</p>\n",
    );
  });
});
