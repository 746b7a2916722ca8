import type { Options, Store } from "express-rate-limit";
import { countRequest, forgetRequests, uncountRequest } from "~/models/shared/request-rate.server";
import type { DB } from "~/utils/db.server";

/**
 * express-rate-limit's counts in the database instead of the memory of one process, so a limit holds
 * across every server behind a load balancer (and across a restart).
 */
export class DatabaseRateStore implements Store {
  localKeys = false;
  #windowMs = 60_000;

  constructor(
    private readonly db: () => DB,
    readonly prefix: string,
  ) {}

  init(options: Options) {
    this.#windowMs = options.windowMs;
  }

  async increment(key: string) {
    const { hits, resetAt } = await countRequest(this.db(), this.prefix + key, this.#windowMs);
    return { totalHits: hits, resetTime: resetAt };
  }

  async decrement(key: string) {
    await uncountRequest(this.db(), this.prefix + key);
  }

  async resetKey(key: string) {
    await forgetRequests(this.db(), this.prefix + key);
  }
}
