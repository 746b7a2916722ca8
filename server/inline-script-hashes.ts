import crypto from "node:crypto";

const INLINE_SCRIPT = /<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * A page kept for many visitors cannot carry one visitor's CSP nonce: whoever saw it could reuse it. So the
 * kept copy drops the nonce and its policy names each of its inline scripts by hash instead (CSP Level 2),
 * which allows exactly those scripts and no other. React and React Router wrote the scripts; only the
 * nonce attribute they were given comes out. Returns null when the nonce shows anywhere else in the page,
 * which then is not kept.
 */
export function hashInlineScripts(html: string, nonce: string) {
  const withoutNonce = html.split(` nonce="${nonce}"`).join("");
  if (withoutNonce.includes(nonce)) return null;
  const hashes = new Set<string>();
  for (const [, body] of withoutNonce.matchAll(INLINE_SCRIPT)) {
    hashes.add(`'sha256-${crypto.createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return { html: withoutNonce, hashes: [...hashes] };
}

/** The page's policy with its nonce source replaced by the inline scripts' hashes. */
export function policyWithHashes(policy: string, nonce: string, hashes: string[]) {
  const source = `'nonce-${nonce}'`;
  if (!policy.includes(source)) return null;
  return policy.split(source).join(hashes.join(" "));
}
