import fs from "node:fs/promises";

/** Removes the run's DATA_DIR unless it was given from outside (E2E_DATA_DIR) or E2E_KEEP_DATA is set. */
export default async function globalTeardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir || process.env.E2E_DATA_DIR_OWNED !== "1" || process.env.E2E_KEEP_DATA) return;
  await fs.rm(dir, { recursive: true, force: true });
}
