/**
 * `{32 hex}-{width}.webp`: the only file names storage writes, so the only names an uploads store reads,
 * writes or removes and the only files a backup carries. A name from outside (an archive, a URL) that is not
 * one never becomes a path or a bucket key.
 */
export const STORED_FILE_RE = /^([0-9a-f]{32})-(400|800|1200)\.webp$/;

/** Thrown by a store asked for a name that is not an upload's. */
export class NotAnUploadNameError extends Error {
  constructor(name: string) {
    super(
      `${JSON.stringify(name.slice(0, 80))} is not the name of an upload: the store reads and writes nothing else.`,
    );
    this.name = "NotAnUploadNameError";
  }
}

/** The name, once it is an upload's; throws NotAnUploadNameError otherwise. */
export function uploadName(name: string) {
  if (!STORED_FILE_RE.test(name)) throw new NotAnUploadNameError(name);
  return name;
}
