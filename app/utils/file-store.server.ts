import fs from "node:fs/promises";
import path from "node:path";
import { getConfig } from "./config.server";

/**
 * Where uploaded files live: a folder on disk by default, or an S3-compatible bucket (STORAGE_URL). The image
 * pipeline, the sweep of abandoned uploads and backups all go through this, so none of them knows which.
 * Names are flat file names (`{id}-{width}.webp`): callers check them against their own pattern first.
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
}

export type StoredFile = { name: string; size: number; modified: Date };

export class DiskFileStore implements FileStore {
  constructor(readonly dir: string) {}

  get label() {
    return this.dir;
  }

  async put(name: string, bytes: Buffer) {
    await fs.mkdir(this.dir, { recursive: true });
    // Written beside and renamed, so a reader never sees half a file.
    const partial = path.join(this.dir, `.${name}.partial`);
    await fs.writeFile(partial, bytes);
    await fs.rename(partial, path.join(this.dir, name));
  }

  async get(name: string) {
    try {
      return await fs.readFile(path.join(this.dir, name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async remove(name: string) {
    await fs.rm(path.join(this.dir, name), { force: true });
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
}

let store: FileStore | null = null;

/** The uploads store of this process. */
export function getFileStore(): FileStore {
  store ??= new DiskFileStore(path.join(getConfig().dataDir, "uploads"));
  return store;
}
