import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";
import { z } from "zod";
import { parseTrustProxy, type TrustProxy } from "./client-address.server";
import { parseStorageLocation, type StorageLocation } from "./storage-location";

const emptyAsUndefined = (v: unknown) => (v === "" ? undefined : v);

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(65535).default(3000)),
  HOST: z.preprocess(emptyAsUndefined, z.string().default("0.0.0.0")),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default("./data")),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine((v) => /^(postgres(ql)?:\/\/|file:|sqlite:)/.test(v), {
        message: "must start with postgres://, postgresql://, file: or sqlite:",
      })
      .optional(),
  ),
  SESSION_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32, "must be at least 32 characters").optional()),
  PUBLIC_URL: z.preprocess(
    emptyAsUndefined,
    z.url({ message: "must be an absolute URL such as https://example.org" }).optional(),
  ),
  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine((v) => /^smtps?:\/\//.test(v), { message: "must start with smtp:// or smtps://" })
      .optional(),
  ),
  MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().default("Replay Museum <no-reply@replaymuseum.local>")),
  STAFF_NOTIFY_EMAIL: z.preprocess(
    emptyAsUndefined,
    z.email({ message: "must be an e-mail address" }).default("staff@replaymuseum.local"),
  ),
  ADMIN_EMAIL: z.preprocess(
    emptyAsUndefined,
    z.email({ message: "must be an e-mail address" }).default("manager@replaymuseum.local"),
  ),
  MUSEUM_TIMEZONE: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .default("America/New_York")
      .refine(isValidTimeZone, { message: "must be an IANA time zone such as America/New_York" }),
  ),
  ELEVENLABS_API_BASE: z.preprocess(emptyAsUndefined, z.url().default("https://api.elevenlabs.io")),
  LOG_LEVEL: z.preprocess(
    emptyAsUndefined,
    z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  ),
  SEED_DEMO: z.preprocess(emptyAsUndefined, z.enum(["true", "false"]).default("true")),
  TRUST_PROXY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .default("false")
      .refine((v) => parseTrustProxy(v) !== null, {
        message:
          "must be false, the number of proxies in front (true means 1), or their addresses/subnets separated by commas",
      }),
  ),
  RATE_LIMIT_PER_MINUTE: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(300)),
  PUBLIC_FORM_LIMIT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(8)),
  SIGN_IN_ADDRESS_LIMIT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(20)),
  BACKUP_EVERY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine((v) => parseBackupInterval(v) !== null, {
        message: "must be a number of hours or days such as 24h or 7d (at least 1h)",
      })
      .optional(),
  ),
  BACKUP_KEEP: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(1000).default(14)),
  BOARD_POLL_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(3_000)),
  BOARD_HEARTBEAT_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(20_000)),
  BOARD_STREAM_MAX_MS: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number()
      .int()
      .min(1)
      .default(15 * 60_000),
  ),
  SHUTDOWN_GRACE_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(600_000).default(5_000)),
  PAGE_CACHE_MB: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(4096).default(64)),
  // The messages never repeat the value: a mistaken one might hold a secret.
  STORAGE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .default("disk")
      .transform((v, ctx) => {
        const parsed = parseStorageLocation(v);
        if (parsed.ok) return parsed.location;
        ctx.addIssue({ code: "custom", message: parsed.message });
        return z.NEVER;
      }),
  ),
  STORAGE_PUBLIC_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine(isPublicBase, {
        message: "must be an http:// or https:// address without a query, such as https://cdn.example.org/uploads",
      })
      .optional(),
  ),
});

function isPublicBase(v: string) {
  if (!URL.canParse(v)) return false;
  const url = new URL(v);
  return /^https?:$/.test(url.protocol) && !url.username && !url.password && !url.search && !url.hash;
}

/** "24h" or "7d" in milliseconds; null for anything else. */
export function parseBackupInterval(value: string): number | null {
  const match = /^(\d{1,4})\s*(h|d)$/i.exec(value.trim());
  if (!match) return null;
  const hours = Number(match[1]) * (match[2].toLowerCase() === "d" ? 24 : 1);
  return hours >= 1 ? hours * 60 * 60 * 1000 : null;
}

function isValidTimeZone(tz: string) {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

export type Config = {
  env: "development" | "production" | "test";
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  database: { kind: "sqlite"; file: string } | { kind: "postgres"; url: string };
  sessionSecret: string;
  publicUrl: string;
  smtpUrl: string | null;
  mailFrom: string;
  staffNotifyEmail: string;
  adminEmail: string;
  timeZone: string;
  elevenLabsApiBase: string;
  logLevel: string;
  seedDemo: boolean;
  trustProxy: TrustProxy;
  rateLimitPerMinute: number;
  publicFormLimit: number;
  /** Wrong passwords from one address (any accounts) in an hour before each further try waits. */
  signInAddressLimit: number;
  /** How often the server writes a backup into DATA_DIR/backups (milliseconds); null: never. */
  backupEveryMs: number | null;
  /** How many scheduled backups are kept; older ones are deleted. */
  backupKeep: number;
  /** How often each server checks a watched TV board's data for a change (milliseconds). */
  boardPollMs: number;
  /** Memory for rendered public pages (server/page-cache.ts), in bytes; 0 turns the page cache off. */
  pageCacheBytes: number;
  /** How often a board's event stream sends a keep-alive comment (milliseconds). */
  boardHeartbeatMs: number;
  /** How long a board's event stream stays open before the server ends it and its TV reconnects (milliseconds). */
  boardStreamMaxMs: number;
  /** After SIGTERM, how long the server goes on accepting and answering while /readyz says 503 (milliseconds). */
  shutdownGraceMs: number;
  /** Where uploads are kept: the folder $DATA_DIR/uploads, or an S3-compatible bucket. */
  storage: StorageLocation;
  /** A CDN or public bucket address that pages name images by instead of our /uploads; no trailing slash. */
  storagePublicUrl: string | null;
};

export class ConfigError extends Error {}

/** Parses an environment; throws a ConfigError naming every bad variable. */
export function parseConfig(env: NodeJS.ProcessEnv): Config {
  const result = EnvSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}\nSee .env.example for every variable.`);
  }
  const e = result.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const url = e.DATABASE_URL;
  const database: Config["database"] =
    url && url.startsWith("postgres")
      ? { kind: "postgres", url }
      : { kind: "sqlite", file: url ? url.replace(/^(file|sqlite):(\/\/)?/, "") : path.join(dataDir, "museum.db") };
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === "production",
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database,
    sessionSecret: e.SESSION_SECRET ?? "",
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    staffNotifyEmail: e.STAFF_NOTIFY_EMAIL,
    adminEmail: e.ADMIN_EMAIL,
    timeZone: e.MUSEUM_TIMEZONE,
    elevenLabsApiBase: e.ELEVENLABS_API_BASE.replace(/\/$/, ""),
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO === "true",
    trustProxy: parseTrustProxy(e.TRUST_PROXY) ?? false,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    publicFormLimit: e.PUBLIC_FORM_LIMIT,
    signInAddressLimit: e.SIGN_IN_ADDRESS_LIMIT,
    backupEveryMs: e.BACKUP_EVERY ? parseBackupInterval(e.BACKUP_EVERY) : null,
    backupKeep: e.BACKUP_KEEP,
    boardPollMs: e.BOARD_POLL_MS,
    pageCacheBytes: e.PAGE_CACHE_MB * 1024 * 1024,
    boardHeartbeatMs: e.BOARD_HEARTBEAT_MS,
    boardStreamMaxMs: e.BOARD_STREAM_MAX_MS,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    storage: e.STORAGE_URL,
    storagePublicUrl: e.STORAGE_PUBLIC_URL?.replace(/\/+$/, "") ?? null,
  };
}

/** Without SESSION_SECRET, one is generated once and kept in DATA_DIR so sessions survive restarts. */
function ensureSessionSecret(config: Config): Config {
  if (config.sessionSecret) return config;
  const file = path.join(config.dataDir, "session-secret");
  fs.mkdirSync(config.dataDir, { recursive: true });
  try {
    // "wx": two processes starting together keep the first secret written.
    fs.writeFileSync(file, crypto.randomBytes(48).toString("base64url"), { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return { ...config, sessionSecret: fs.readFileSync(file, "utf8").trim() };
}

let cached: Config | undefined;

export function getConfig(): Config {
  cached ??= ensureSessionSecret(parseConfig(process.env));
  return cached;
}
