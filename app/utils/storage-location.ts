/**
 * Where uploads are kept, as STORAGE_URL (and `npm run storage -- --to/--from`) names it: `disk`, the folder
 * $DATA_DIR/uploads, or `s3://bucket/prefix?endpoint=...&region=...`, a bucket of any S3-compatible store.
 * Credentials never belong here (they come from the AWS SDK's usual chain), so no message repeats the value.
 */
export type StorageLocation =
  | { kind: "disk" }
  | {
      kind: "s3";
      bucket: string;
      /** "" or a path ending in "/", put before every file name. */
      prefix: string;
      /** Another store than AWS (MinIO, R2, B2): its address, reached with path-style requests. */
      endpoint: string | null;
      region: string | null;
    };

export type ParsedLocation = { ok: true; location: StorageLocation } | { ok: false; message: string };

const BUCKET_RE = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const REGION_RE = /^[a-z0-9][a-z0-9-]{0,40}$/;
const S3_RE = /^s3:\/\/([^/?#]*)([^?#]*)(\?[^#]*)?$/;
const NO_CREDENTIALS = "must not carry credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY instead";
export const STORAGE_URL_FORM = "must be disk or s3://bucket/prefix, optionally with ?endpoint=https://...&region=...";

const fail = (message: string): ParsedLocation => ({ ok: false, message });

export function parseStorageLocation(value: string): ParsedLocation {
  if (value === "disk") return { ok: true, location: { kind: "disk" } };
  const m = S3_RE.exec(value);
  if (!m) return fail(STORAGE_URL_FORM);
  const [, bucket, rawPrefix, query = ""] = m;
  if (bucket.includes("@")) return fail(NO_CREDENTIALS);
  if (!BUCKET_RE.test(bucket))
    return fail("the bucket name must be 3 to 63 lowercase letters, digits, dots or hyphens");
  const segments = rawPrefix.split("/").filter(Boolean);
  if (segments.some((s) => s === "." || s === "..")) return fail("the prefix may not contain . or .. segments");
  let endpoint: string | null = null;
  let region: string | null = null;
  for (const [key, v] of new URLSearchParams(query)) {
    if (key === "endpoint") {
      const url = URL.canParse(v) ? new URL(v) : null;
      if (!url || !/^https?:$/.test(url.protocol) || url.search || url.hash)
        return fail("endpoint must be an http:// or https:// address");
      if (url.username || url.password) return fail(`endpoint ${NO_CREDENTIALS}`);
      endpoint = url.href.replace(/\/$/, "");
    } else if (key === "region") {
      if (!REGION_RE.test(v)) return fail("region must be a region name such as us-east-1 or auto");
      region = v;
    } else {
      return fail(`unknown setting '${key.slice(0, 40)}': only endpoint and region are understood`);
    }
  }
  const prefix = segments.length ? `${segments.join("/")}/` : "";
  return { ok: true, location: { kind: "s3", bucket, prefix, endpoint, region } };
}

/** An address for logs and the CLI: the bucket, prefix and endpoint, which never hold a secret. */
export function describeLocation(location: StorageLocation, diskDir: string): string {
  if (location.kind === "disk") return diskDir;
  const at = location.endpoint ? ` at ${location.endpoint}` : "";
  return `s3://${location.bucket}/${location.prefix}${at}`;
}
