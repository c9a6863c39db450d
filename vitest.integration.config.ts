import { defineConfig } from "vitest/config";

// Integration tests: real SMTP peers, real server processes (they need `npm run build` first), and a throwaway
// PostgreSQL cluster started once for the run (support/global-setup.ts): the lead tests run on SQLite and on it.
export default defineConfig({
  test: {
    include: [
      "tests/integration/**/*.test.ts",
      // The storage, API and hostile-input tests of the lead pipeline and the staff inbox, here on both databases.
      "server/leads/group-commit.test.ts",
      "server/leads/outbox-repository.test.ts",
      "server/publish/publish-scheduler.test.ts",
      "server/vitals/vitals-retention.test.ts",
      "server/leads/lead-inbox.test.ts",
      "server/leads/export-audit.test.ts",
      "app/routes/staff/lead/route.test.ts",
      "server/leads/send-mail-api.test.ts",
      "server/leads/send-mail-api.hostile.test.ts",
    ],
    globalSetup: ["tests/integration/support/global-setup.ts"],
    environment: "node",
    // Ceilings that only catch a hang: every wait inside is for a state (a server's ready line, a mail, a row), and a
    // busy 2-core machine stretches a server's start many times over. Above startSite's own 5-minute guard.
    testTimeout: 360_000,
    hookTimeout: 360_000,
    fileParallelism: true,
    maxWorkers: 2,
  },
});
