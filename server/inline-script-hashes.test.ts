import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { hashInlineScripts, policyWithHashes } from "./inline-script-hashes";

const sha = (body: string) => `'sha256-${crypto.createHash("sha256").update(body).digest("base64")}'`;

describe("hashInlineScripts", () => {
  it("drops the nonce and names every inline script by hash, not the external ones", () => {
    const html =
      '<script nonce="n0+/=">a()</script><script type="module" nonce="n0+/=">import "/x.js"</script>' +
      '<script src="/assets/y.js" nonce="n0+/="></script><script type="application/ld+json">{"a":1}</script>';
    const result = hashInlineScripts(html, "n0+/=");
    expect(result?.html).not.toContain("nonce");
    expect(result?.hashes).toEqual([sha("a()"), sha('import "/x.js"'), sha('{"a":1}')]);
  });

  it("refuses a page that shows the nonce anywhere else", () => {
    expect(hashInlineScripts('<script nonce="abc">a()</script><p>abc</p>', "abc")).toBeNull();
  });
});

describe("policyWithHashes", () => {
  it("puts the hashes where the nonce was", () => {
    expect(
      policyWithHashes("script-src 'self' 'nonce-abc';style-src 'self'", "abc", ["'sha256-x'", "'sha256-y'"]),
    ).toBe("script-src 'self' 'sha256-x' 'sha256-y';style-src 'self'");
    expect(policyWithHashes("script-src 'self'", "abc", [])).toBeNull();
  });
});
