import fs from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { getConfig } from "./config.server";
import { uploadName } from "./upload-name";
import { S3FileStore } from "./s3-file-store.server";
import type { StorageLocation } from "./storage-location";

/**
 * Where uploaded files live: a folder on disk by default, or an S3-compatible bucket (STORAGE_URL). The image
 * pipeline, the sweep of abandoned uploads and backups all go through this, so none of them knows which.
 * Names are upload names (`{id}-{width}.webp`, STORED_FILE_RE); every store refuses any other name to read,
 * write or remove, so a name from outside (an archive, a URL) never becomes a path or a key. `list` still shows
 * everything in the folder or prefix: what else is there is not ours to touch.
 */
export interface FileStore {
  /** A short description for logs and the CLI: a folder or an s3:// address, never credentials. */
  readonly label: string;
  put(name: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file's bytes, or null when there is no such file. */
  get(name: string): Promise<Buffer | null>;
  /** Removing a file that is not there is not an error. */
  remove(name: string): Promise<void>;
  /** Every stored file, in no particular order. */
  list(): AsyncIterable<StoredFile>;
  /** One file's size and time, or null when there is no such file (asks for no bytes). */
  stat(name: string): Promise<StoredFile | null>;
  /** The file's bytes as a stream with their length (/uploads serves them without holding them), or null. */
  open(name: string): Promise<OpenedFile | null>;
}

export type StoredFile = { name: string; size: number; modified: Date };
export type OpenedFile = { body: Readable; size: number };

export class DiskFileStore implements FileStore {
  constructor(readonly dir: string) {}

  get label() {
    return this.dir;
  }

  async put(name: string, bytes: Buffer) {
    const file = this.path(name);
    await fs.mkdir(this.dir, { recursive: true });
    // Written beside and renamed, so a reader never sees half a file.
    const partial = path.join(this.dir, `.${name}.partial`);
    await fs.writeFile(partial, bytes);
    await fs.rename(partial, file);
  }

  async get(name: string) {
    try {
      return await fs.readFile(this.path(name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async remove(name: string) {
    await fs.rm(this.path(name), { force: true });
  }

  async *list(): AsyncIterable<StoredFile> {
    let names: string[];
    try {
      names = await fs.readdir(this.dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
      throw error;
    }
    for (const name of names) {
      if (name.startsWith(".")) continue;
      // A file removed since readdir (a save or a sweep running now) is simply not there.
      const stat = await fs.stat(path.join(this.dir, name)).catch(() => null);
      if (stat?.isFile()) yield { name, size: stat.size, modified: stat.mtime };
    }
  }

  async stat(name: string) {
    const stat = await fs.stat(this.path(name)).catch(missingAsNull);
    return stat?.isFile() ? { name, size: stat.size, modified: stat.mtime } : null;
  }

  async open(name: string) {
    // One handle for the size and the bytes: a file removed in between is still read whole.
    const handle = await fs.open(this.path(name), "r").catch(missingAsNull);
    if (!handle) return null;
    try {
      const stat = await handle.stat();
      if (stat.isFile()) return { body: handle.createReadStream(), size: stat.size };
    } catch (error) {
      await handle.close();
      throw error;
    }
    await handle.close();
    return null;
  }

  private path(name: string) {
    return path.join(this.dir, uploadName(name));
  }
}

function missingAsNull(error: unknown): null {
  if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
  throw error;
}

/** The folder the disk store uses; STORAGE_URL=disk and `npm run storage -- --to disk` mean this one. */
export const diskUploadsDir = () => path.join(getConfig().dataDir, "uploads");

/**
 * A store for a location: the uploads folder of `dataDir` (by default this process's DATA_DIR), or a bucket
 * reached with the AWS SDK's credentials.
 */
export function fileStoreAt(location: StorageLocation, dataDir?: string): FileStore {
  if (location.kind !== "disk") return new S3FileStore(location);
  return new DiskFileStore(dataDir ? path.join(dataDir, "uploads") : diskUploadsDir());
}

let store: FileStore | null = null;

/** The uploads store of this process, as STORAGE_URL names it. */
export function getFileStore(): FileStore {
  store ??= fileStoreAt(getConfig().storage);
  return store;
}

/** Installs the store every later getFileStore() returns (tests run the same suites against each kind); null forgets it. */
export function setFileStore(next: FileStore | null) {
  store = next;
}
