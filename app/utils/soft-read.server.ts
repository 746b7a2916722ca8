import { logger } from "./logger.server";

/**
 * A read a page can do without: its value, or null when it failed (logged as `what`), so the page shows
 * that read's failure text in its place (docs/product.md#texts-checks-and-limits), or leaves the part out,
 * and everything else on it still works.
 */
export async function readOrNull<T>(what: string, read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    logger.error({ err: error }, `${what} failed to load`);
    return null;
  }
}
