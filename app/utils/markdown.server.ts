import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";

/**
 * Markdown a manager wrote, as the HTML a public page shows: paragraphs, headings, lists, links, bold and
 * italic, nothing else. marked turns the Markdown into HTML; sanitize-html then keeps only those elements and
 * `href` on links (http, https, mailto, tel, or an address on this site), so raw HTML, a `<script>`, an event
 * attribute or a `javascript:` link in the text never reaches a page. A text's `#` heading becomes an h2:
 * the page's own title is its only h1.
 */
const marked = new Marked({ gfm: true, breaks: false, async: false });

const ALLOWED = {
  allowedTags: ["p", "h2", "h3", "h4", "ul", "ol", "li", "a", "strong", "em", "br"],
  allowedAttributes: { a: ["href"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  transformTags: { h1: "h2", h5: "h4", h6: "h4", b: "strong", i: "em" },
  // Anything else goes with its content when it can only be code, and keeps its text otherwise.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed", "svg", "math"],
  disallowedTagsMode: "discard",
} satisfies sanitizeHtml.IOptions;

/** The sanitized HTML of `markdown`; its `{placeholder}`s stay for the page to fill in (fillPlaceholders). */
export const renderMarkdown = (markdown: string) => sanitizeHtml(marked.parse(markdown) as string, ALLOWED);
