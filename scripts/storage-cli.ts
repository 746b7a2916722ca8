import type { Config } from "~/utils/config.server";
import { fileStoreAt, type FileStore } from "~/utils/file-store.server";
import { parseStorageLocation, type StorageLocation } from "~/utils/storage-location";
import { STORED_FILE_RE } from "~/utils/upload-name";
import type { CliOutput } from "./cli";
import { parseCommandLine } from "./command-line";
import { announceSiteData } from "./site-data";

export const USAGE = `Move uploaded photos between the uploads folder and an S3-compatible bucket.

Usage: npm run storage -- copy [--from WHERE] [--to WHERE]

WHERE is disk ($DATA_DIR/uploads) or s3://bucket/prefix?endpoint=...&region=...
(credentials from AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, as for STORAGE_URL).
Either side left out is the store STORAGE_URL names (the folder by default).

  npm run storage -- copy --to 's3://museum-photos/uploads?endpoint=https://minio.example:9000'
  npm run storage -- copy --from 's3://museum-photos/uploads' --to disk

Copies every stored photo the destination lacks; a file already there with the
same size is skipped, so a copy can be run again (after an interruption, or
just before switching STORAGE_URL). Nothing is ever deleted from either side.
Other files than stored photos are left where they are.

Options:
  --create     Copy to disk in a data folder that holds no database yet (without
               it the copy stops, since the folder is not the server's).
  -h, --help   Show this help.

Exit codes: 0 done, 1 some files could not be copied, 2 wrong usage.`;

export type CopyCommand = { from: StorageLocation; to: StorageLocation; create?: boolean };
export type ParsedArgs =
  { kind: "help" } | { kind: "usage-error"; message: string } | { kind: "copy"; command: CopyCommand };

/** Reads the command line; `configured` is the store STORAGE_URL names, for a side left out. */
export function parseStorageArgs(argv: string[], configured: StorageLocation): ParsedArgs {
  const parsed = parseCommandLine(argv, {
    options: { from: { type: "string" }, to: { type: "string" } },
    commands: ["copy"],
  });
  if (parsed.kind !== "command") return parsed;
  const { values } = parsed;
  if (values.from === undefined && values.to === undefined)
    return { kind: "usage-error", message: "'copy' needs --to or --from (or both)" };
  const side = (option: "from" | "to") => {
    const value = values[option];
    if (value === undefined) return { ok: true as const, location: configured };
    const result = parseStorageLocation(value);
    return result.ok ? result : { ok: false as const, message: `--${option} ${result.message}` };
  };
  const from = side("from");
  if (!from.ok) return { kind: "usage-error", message: from.message };
  const to = side("to");
  if (!to.ok) return { kind: "usage-error", message: to.message };
  if (sameStore(from.location, to.location))
    return { kind: "usage-error", message: "--from and --to name the same store: nothing to copy" };
  const command = { from: from.location, to: to.location };
  return { kind: "copy", command: values.create ? { ...command, create: true } : command };
}

function sameStore(a: StorageLocation, b: StorageLocation) {
  if (a.kind === "disk" || b.kind === "disk") return a.kind === b.kind;
  return a.bucket === b.bucket && a.prefix === b.prefix && a.endpoint === b.endpoint;
}

export type CopyReport = { copied: number; skipped: number; ignored: number; failed: number };

/** Files copied side by side: a bucket answers each request slowly, but many at once well. */
const PARALLEL = 4;

/** Copies every stored photo `to` lacks (or holds at another size) from `from`; never deletes anything. */
export async function copyUploads(from: FileStore, to: FileStore, out: CliOutput): Promise<CopyReport> {
  const there = new Map<string, number>();
  for await (const file of to.list()) there.set(file.name, file.size);
  const report: CopyReport = { copied: 0, skipped: 0, ignored: 0, failed: 0 };
  const pending: string[] = [];
  for await (const file of from.list()) {
    if (!STORED_FILE_RE.test(file.name)) report.ignored++;
    else if (there.get(file.name) === file.size) report.skipped++;
    else pending.push(file.name);
  }
  const worker = async () => {
    for (let name = pending.shift(); name !== undefined; name = pending.shift()) {
      try {
        const bytes = await from.get(name);
        // Removed at the source since the listing (an editor's remove, the sweep): nothing to copy.
        if (!bytes) continue;
        await to.put(name, bytes, "image/webp");
        report.copied++;
      } catch (error) {
        report.failed++;
        out.error(`Could not copy ${name}: ${(error as Error).message}`);
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return report;
}

/** Runs one command line; returns the exit code. `storeAt` lets tests hand in their own credentials. */
export async function runStorageCli(
  argv: string[],
  config: Config,
  out: CliOutput,
  storeAt: (location: StorageLocation) => FileStore = (location) => fileStoreAt(location, config.dataDir),
) {
  const parsed = parseStorageArgs(argv, config.storage);
  if (parsed.kind === "help") {
    out.log(USAGE);
    return 0;
  }
  if (parsed.kind === "usage-error") {
    out.error(`Error: ${parsed.message}`);
    out.error("Run 'npm run storage -- --help' for the commands.");
    return 2;
  }
  const { from, to, create } = parsed.command;
  // Between two buckets the data folder holds nothing of the copy, so it need not be the server's.
  const usesFolder = from.kind === "disk" || to.kind === "disk";
  if (!announceSiteData(config, out, Boolean(create) || !usesFolder)) return 1;
  const [source, target] = [storeAt(from), storeAt(to)];
  out.log(`Copying uploads from ${source.label} to ${target.label} ...`);
  let report: CopyReport;
  try {
    report = await copyUploads(source, target, out);
  } catch (error) {
    out.error(`Error: ${(error as Error).message}`);
    return 1;
  }
  out.log(
    `Copied ${report.copied}, skipped ${report.skipped} already there${report.ignored ? `, left ${report.ignored} other files alone` : ""}${report.failed ? `, failed ${report.failed}` : ""}.`,
  );
  return report.failed ? 1 : 0;
}
