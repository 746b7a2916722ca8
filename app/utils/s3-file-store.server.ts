import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
  type S3ServiceException,
} from "@aws-sdk/client-s3";
import type { FileStore, OpenedFile, StoredFile } from "./file-store.server";
import { describeLocation, type StorageLocation } from "./storage-location";
import { uploadName } from "./upload-name";

type S3Location = Extract<StorageLocation, { kind: "s3" }>;

/** What a CDN in front of the bucket should send on: our names change with their content. */
const CACHE_CONTROL = "public, max-age=31536000, immutable";

/**
 * Uploads in a bucket of any S3-compatible store (AWS S3, MinIO, Cloudflare R2, Backblaze B2), each file
 * under `prefix + name`. Credentials come from the AWS SDK's default chain (AWS_ACCESS_KEY_ID and
 * AWS_SECRET_ACCESS_KEY, a profile, an instance role); tests hand in their own.
 */
export class S3FileStore implements FileStore {
  readonly label: string;
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;

  constructor(location: S3Location, overrides: Partial<S3ClientConfig> = {}) {
    this.label = describeLocation(location, "");
    this.bucket = location.bucket;
    this.prefix = location.prefix;
    this.client = new S3Client({
      region: location.region ?? process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION ?? "us-east-1",
      // Other stores than AWS rarely have a DNS name per bucket; AWS itself is told the bucket's region.
      ...(location.endpoint ? { endpoint: location.endpoint, forcePathStyle: true } : { followRegionRedirects: true }),
      // Checksums only where S3 requires them: several compatible stores refuse the newer default trailers.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
      ...overrides,
    });
  }

  async put(name: string, bytes: Buffer, contentType: string) {
    await this.call(() =>
      this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: this.key(name),
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.length,
          CacheControl: CACHE_CONTROL,
        }),
      ),
    );
  }

  async get(name: string) {
    const opened = await this.open(name);
    if (!opened) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of opened.body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async remove(name: string) {
    await this.call(() => this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.key(name) })));
  }

  async *list(): AsyncIterable<StoredFile> {
    let token: string | undefined;
    do {
      const page = await this.call(() =>
        this.client.send(
          new ListObjectsV2Command({ Bucket: this.bucket, Prefix: this.prefix, ContinuationToken: token }),
        ),
      );
      for (const object of page.Contents ?? []) {
        const name = object.Key?.slice(this.prefix.length) ?? "";
        // Deeper keys belong to someone else sharing the bucket (a prefix below ours), not to us.
        if (!name || name.includes("/")) continue;
        yield { name, size: object.Size ?? 0, modified: object.LastModified ?? new Date(0) };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async stat(name: string) {
    const head = await this.call(
      () => this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.key(name) })),
      true,
    );
    return head ? { name, size: head.ContentLength ?? 0, modified: head.LastModified ?? new Date(0) } : null;
  }

  async open(name: string): Promise<OpenedFile | null> {
    const object = await this.call(
      () => this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.key(name) })),
      true,
    );
    if (!object?.Body) return null;
    return { body: object.Body as Readable, size: object.ContentLength ?? 0 };
  }

  private key(name: string) {
    return this.prefix + uploadName(name);
  }

  /** Sends one request; a missing object is null when `missingAsNull`, any other failure says which store failed. */
  private async call<T>(send: () => Promise<T>, missingAsNull: true): Promise<T | null>;
  private async call<T>(send: () => Promise<T>): Promise<T>;
  private async call<T>(send: () => Promise<T>, missingAsNull = false): Promise<T | null> {
    try {
      return await send();
    } catch (error) {
      const status = (error as S3ServiceException).$metadata?.httpStatusCode;
      const code = (error as Error).name;
      if (missingAsNull && status === 404 && code !== "NoSuchBucket") return null;
      throw new Error(`Upload store ${this.label}: ${code}: ${(error as Error).message}`, { cause: error });
    }
  }
}
