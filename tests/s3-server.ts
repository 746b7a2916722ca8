import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

/**
 * A local S3-compatible server for tests (s3rver, files in a temp folder), with one bucket ready. Anything
 * that takes a STORAGE_URL or AWS credentials can use it: an S3FileStore in an integration test, or a
 * server of a test's own (tests/e2e/own-server.ts) given `env(prefix)`.
 */
export type TestS3Server = {
  /** http://127.0.0.1:{port}, the `endpoint` of a STORAGE_URL. */
  endpoint: string;
  bucket: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  /** `s3://{bucket}/{prefix}?endpoint=...&region=us-east-1`. */
  storageUrl: (prefix?: string) => string;
  /** STORAGE_URL and the AWS variables for a child process using this server. */
  env: (prefix?: string) => Record<string, string>;
  /** Sets an object's LastModified: s3rver answers with its file's modification time. */
  backdate: (key: string, when: Date) => Promise<void>;
  stop: () => Promise<void>;
};

/** s3rver's only accepted keys; they are not secrets. */
const CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

export async function startS3Server({ bucket = "museum-uploads" } = {}): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "museum-s3-"));
  const server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const storageUrl = (prefix = "") =>
    `s3://${bucket}/${prefix}?endpoint=${encodeURIComponent(endpoint)}&region=us-east-1`;
  return {
    endpoint,
    bucket,
    credentials: CREDENTIALS,
    storageUrl,
    env: (prefix) => ({
      STORAGE_URL: storageUrl(prefix),
      AWS_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    }),
    backdate: async (key, when) => {
      const file = path.join(directory, bucket, `${key}._S3rver_object`);
      await writtenWhole(file);
      fs.utimesSync(file, when, when);
    },
    stop: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * Waits until s3rver has written all of an object: it answers a PUT of a buffer before its file is flushed, and a
 * write that lands after a backdate would make the object new again (seen on a busy machine). Its .md5 file, written
 * before the answer, says what the whole object hashes to.
 */
async function writtenWhole(file: string) {
  const expected = fs.readFileSync(`${file}.md5`, "utf8");
  for (let tries = 0; tries < 200; tries++) {
    if (crypto.createHash("md5").update(fs.readFileSync(file)).digest("hex") === expected) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`s3rver never finished writing ${file}`);
}

/** A fresh prefix, so suites sharing one server never see each other's files. */
export const uniquePrefix = (label = "t") => `${label}-${crypto.randomBytes(4).toString("hex")}/`;
