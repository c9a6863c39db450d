import { openDatabase, type LeadDb } from "#server/leads/database.ts";

/** The test server's own database (its DATA_DIR, shared with the workers by playwright.config.ts). */
export function siteDatabase(): LeadDb {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set: run the browser tests through playwright.config.ts");
  return openDatabase({ dataDir });
}
