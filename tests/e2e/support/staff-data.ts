import type { BrowserContext } from "@playwright/test";
import { openDatabase, type SiteDb } from "#server/db/connection.ts";
import type { StaffRole } from "#server/db/tables/staff.ts";
import { createStaffSession } from "#tests/fixtures/staff.ts";

/** The e2e server's own database (playwright.config.ts hands its DATA_DIR to the workers). */
export function e2eDatabase(): SiteDb {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is unset: run the browser tests through playwright.config.ts");
  return openDatabase({ dataDir });
}

/** Signs the browser context in as a staff member with `role`, by a session cookie made in the database. */
export async function signInAs(
  db: SiteDb,
  context: BrowserContext,
  baseURL: string,
  role: StaffRole,
  email = `${role}-e2e@lumenor.example`,
) {
  const session = await createStaffSession(db, { email, role });
  await context.addCookies([{ name: session.name, value: session.value, url: baseURL }]);
  return session;
}
