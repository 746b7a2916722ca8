/** The few parts of s3rver (a local S3 server, dev only) that the tests use; the package ships no types. */
declare module "s3rver" {
  export type S3rverOptions = {
    port?: number;
    address?: string;
    silent?: boolean;
    directory: string;
    configureBuckets?: Array<{ name: string; configs?: string[] }>;
  };
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
