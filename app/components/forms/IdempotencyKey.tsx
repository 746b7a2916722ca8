import { useEffect, useState } from "react";

/** The field's name; the server reads it with idempotencyKeyOf (models/shared/idempotency.server.ts). */
const FIELD = "idempotencyKey";

/**
 * 128 random bits as hex. crypto.getRandomValues, not randomUUID: the museum's own Wi-Fi may serve the site
 * over plain http, where randomUUID is not available.
 */
function newKey() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * A floor form's idempotency key (docs/design.md#duplicate-safe-writes-on-the-floor), made when the form is shown and
 * kept for every re-send of the same submit: a phone on weak Wi-Fi that posts again after a timeout gets the first
 * answer back instead of a second record. Made in the browser after hydration (the server's HTML carries none, so a
 * cached page never shares one); a form sent before that goes without a key and is simply written. Call `renew` once an
 * answer has come back, so the next, different submit of the same form is a new one.
 */
export function useIdempotencyKey() {
  const [key, setKey] = useState("");
  useEffect(() => setKey(newKey()), []);
  return { key, renew: () => setKey(newKey()) };
}

/** The hidden field that carries the key. */
export function IdempotencyField({ value }: { value: string }) {
  return value ? <input type="hidden" name={FIELD} value={value} /> : null;
}
