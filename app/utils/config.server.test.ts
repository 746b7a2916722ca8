import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "./config.server";

function configError(env: NodeJS.ProcessEnv) {
  try {
    parseConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error("expected a ConfigError");
}

describe("parseConfig", () => {
  it("has working defaults for an empty environment", () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      env: "development",
      isProduction: false,
      port: 3000,
      host: "0.0.0.0",
      dataDir: path.resolve("./data"),
      database: { kind: "sqlite", file: path.join(path.resolve("./data"), "museum.db") },
      publicUrl: "http://localhost:3000",
      smtpUrl: null,
      timeZone: "America/New_York",
      elevenLabsApiBase: "https://api.elevenlabs.io",
      logLevel: "info",
      seedDemo: true,
      trustProxy: false,
    });
  });

  it("keeps accepting for SHUTDOWN_GRACE_MS after SIGTERM (5 s unless set) and ends a board's stream after BOARD_STREAM_MAX_MS (15 minutes)", () => {
    expect(parseConfig({})).toMatchObject({ shutdownGraceMs: 5_000, boardStreamMaxMs: 900_000 });
    expect(parseConfig({ SHUTDOWN_GRACE_MS: "0", BOARD_STREAM_MAX_MS: "60000" })).toMatchObject({
      shutdownGraceMs: 0,
      boardStreamMaxMs: 60_000,
    });
    expect(configError({ SHUTDOWN_GRACE_MS: "soon" })).toMatch(/SHUTDOWN_GRACE_MS/);
    expect(configError({ SHUTDOWN_GRACE_MS: "-1" })).toMatch(/SHUTDOWN_GRACE_MS/);
  });

  it("reads TRUST_PROXY as hops or proxy addresses, never as trust-everyone", () => {
    expect(parseConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(1);
    expect(parseConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(parseConfig({ TRUST_PROXY: "10.0.0.0/8,loopback" }).trustProxy).toEqual(["10.0.0.0/8", "loopback"]);
    expect(configError({ TRUST_PROXY: "everyone" })).toMatch(/TRUST_PROXY: must be false, the number of proxies/);
  });

  it("treats empty values as unset", () => {
    const config = parseConfig({ PORT: "", DATABASE_URL: "", SMTP_URL: "", MUSEUM_TIMEZONE: "" });
    expect(config.port).toBe(3000);
    expect(config.database.kind).toBe("sqlite");
    expect(config.smtpUrl).toBeNull();
    expect(config.timeZone).toBe("America/New_York");
  });

  it("puts the default SQLite file under DATA_DIR", () => {
    const config = parseConfig({ DATA_DIR: "/var/lib/museum" });
    expect(config.dataDir).toBe("/var/lib/museum");
    expect(config.database).toEqual({ kind: "sqlite", file: "/var/lib/museum/museum.db" });
    expect(parseConfig({ DATABASE_URL: "file:./other.db" }).database).toEqual({ kind: "sqlite", file: "./other.db" });
  });

  it("selects PostgreSQL for a postgres URL", () => {
    expect(parseConfig({ DATABASE_URL: "postgres://museum:pw@db:5432/museum" }).database).toEqual({
      kind: "postgres",
      url: "postgres://museum:pw@db:5432/museum",
    });
    expect(parseConfig({ DATABASE_URL: "postgresql://db/museum" }).database.kind).toBe("postgres");
  });

  it("reads the other variables", () => {
    const config = parseConfig({
      NODE_ENV: "production",
      PORT: "8080",
      PUBLIC_URL: "https://replaymuseum.example/",
      SMTP_URL: "smtps://user:pw@mail.example:465",
      MUSEUM_TIMEZONE: "America/Chicago",
      SESSION_SECRET: "x".repeat(40),
    });
    expect(config).toMatchObject({
      env: "production",
      isProduction: true,
      port: 8080,
      publicUrl: "https://replaymuseum.example",
      smtpUrl: "smtps://user:pw@mail.example:465",
      timeZone: "America/Chicago",
      sessionSecret: "x".repeat(40),
    });
  });

  it.each([
    ["PORT", "not-a-port"],
    ["PORT", "70000"],
    ["DATABASE_URL", "mysql://localhost/museum"],
    ["MUSEUM_TIMEZONE", "Mars/Olympus_Mons"],
    ["SMTP_URL", "http://mail.example"],
    ["PUBLIC_URL", "replaymuseum.example"],
    ["SESSION_SECRET", "too-short"],
    ["NODE_ENV", "staging"],
  ])("a bad %s (%s) throws a ConfigError naming it", (name, value) => {
    const message = configError({ [name]: value });
    expect(message).toContain(`${name}:`);
  });

  it("names every bad variable at once", () => {
    const message = configError({ PORT: "abc", DATABASE_URL: "mysql://x", MUSEUM_TIMEZONE: "Nowhere/Land" });
    expect(message).toMatch(/PORT:/);
    expect(message).toMatch(/DATABASE_URL: must start with postgres:\/\//);
    expect(message).toMatch(/MUSEUM_TIMEZONE: must be an IANA time zone/);
  });

  it("reads BACKUP_EVERY as hours or days (unset: no scheduled backups) and BACKUP_KEEP as a count", () => {
    expect(parseConfig({})).toMatchObject({ backupEveryMs: null, backupKeep: 14 });
    expect(parseConfig({ BACKUP_EVERY: "24h", BACKUP_KEEP: "7" })).toMatchObject({
      backupEveryMs: 86_400_000,
      backupKeep: 7,
    });
    expect(parseConfig({ BACKUP_EVERY: "2d" }).backupEveryMs).toBe(172_800_000);
    expect(configError({ BACKUP_EVERY: "daily" })).toMatch(
      /BACKUP_EVERY: must be a number of hours or days such as 24h or 7d/,
    );
    expect(configError({ BACKUP_EVERY: "0h" })).toMatch(/BACKUP_EVERY/);
    expect(configError({ BACKUP_KEEP: "0" })).toMatch(/BACKUP_KEEP/);
  });

  it("keeps uploads in $DATA_DIR/uploads by default, and reads an S3-compatible bucket from STORAGE_URL", () => {
    expect(parseConfig({}).storage).toEqual({ kind: "disk" });
    expect(parseConfig({ STORAGE_URL: "disk", STORAGE_PUBLIC_URL: "" })).toMatchObject({
      storage: { kind: "disk" },
      storagePublicUrl: null,
    });
    expect(parseConfig({ STORAGE_URL: "s3://museum-photos" }).storage).toEqual({
      kind: "s3",
      bucket: "museum-photos",
      prefix: "",
      endpoint: null,
      region: null,
    });
    expect(
      parseConfig({
        STORAGE_URL: "s3://museum.photos/site/uploads/?endpoint=https://acct.r2.cloudflarestorage.com/&region=auto",
      }).storage,
    ).toEqual({
      kind: "s3",
      bucket: "museum.photos",
      prefix: "site/uploads/",
      endpoint: "https://acct.r2.cloudflarestorage.com",
      region: "auto",
    });
    expect(parseConfig({ STORAGE_URL: "s3://b12/x?endpoint=http%3A%2F%2F127.0.0.1%3A9000" }).storage).toMatchObject({
      prefix: "x/",
      endpoint: "http://127.0.0.1:9000",
    });
    expect(parseConfig({ STORAGE_PUBLIC_URL: "https://cdn.example.org/uploads/" }).storagePublicUrl).toBe(
      "https://cdn.example.org/uploads",
    );
  });

  it.each([
    ["/var/uploads", /must be disk or s3:\/\/bucket\/prefix/],
    ["s3:/museum", /must be disk or s3:\/\/bucket\/prefix/],
    ["s3://", /the bucket name must be 3 to 63/],
    ["s3://ab", /the bucket name must be 3 to 63/],
    ["s3://Museum_Photos", /the bucket name must be 3 to 63/],
    ["s3://AKIAEXAMPLE:wJalrXUtnFEMI@museum-photos", /must not carry credentials: set AWS_ACCESS_KEY_ID/],
    [
      "s3://museum-photos?endpoint=https://AKIAEXAMPLE:wJalrXUtnFEMI@minio.local",
      /endpoint must not carry credentials/,
    ],
    ["s3://museum-photos?endpoint=minio.local:9000", /endpoint must be an http:\/\/ or https:\/\/ address/],
    ["s3://museum-photos?region=US East", /region must be a region name/],
    ["s3://museum-photos?secret=wJalrXUtnFEMI", /unknown setting 'secret': only endpoint and region/],
    ["s3://museum-photos/../other", /the prefix may not contain \. or \.\. segments/],
  ])("a bad STORAGE_URL (%s) stops the start with a clear message that never repeats the value", (value, message) => {
    const text = configError({ STORAGE_URL: value });
    expect(text).toMatch(new RegExp(`STORAGE_URL: ${message.source}`));
    expect(text).not.toContain("wJalrXUtnFEMI");
    expect(text).not.toContain("AKIAEXAMPLE");
  });

  it.each([
    "cdn.example.org",
    "ftp://cdn.example.org",
    "https://cdn.example.org/?v=1",
    "https://user:pw@cdn.example.org",
  ])("a bad STORAGE_PUBLIC_URL (%s) stops the start", (value) => {
    expect(configError({ STORAGE_PUBLIC_URL: value })).toMatch(
      /STORAGE_PUBLIC_URL: must be an http:\/\/ or https:\/\/ address without a query/,
    );
  });
});
