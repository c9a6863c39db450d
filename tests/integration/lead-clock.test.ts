// SITE_CLOCK_OFFSET_DAYS moves the staff inbox's days for tests (server/leads/lead-clock.ts): the built server, run
// as `npm start` runs it (NODE_ENV=production), refuses to start with it, naming the variable.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSite } from "#tests/integration/support/site-process.ts";
import { siteDatabase } from "#tests/integration/support/site-database.ts";

describe("the inbox's test clock", () => {
  let database: Awaited<ReturnType<typeof siteDatabase>>;
  beforeAll(async () => {
    database = await siteDatabase("sqlite");
  });
  afterAll(async () => {
    await database?.remove();
  });

  it("stops a production server at start-up, in words", async () => {
    await expect(startSite({ ...database.env, SITE_CLOCK_OFFSET_DAYS: "2" })).rejects.toThrow(
      /SITE_CLOCK_OFFSET_DAYS is for tests only: unset it, or run with NODE_ENV other than production/,
    );
  });
});
