import { logger } from "./logger.server";

/**
 * A read a page can do without (spec section 8): its value, or null when it failed (logged as `what`), so
 * the page shows the spec's message in that read's place and everything else on it still works.
 */
export async function readOrNull<T>(what: string, read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    logger.error({ err: error }, `${what} failed to load`);
    return null;
  }
}
