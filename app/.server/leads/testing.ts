// Test helpers: a real lead runtime (SQLite or PostgreSQL, .eml mail) in a temporary directory.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { inject } from "vitest";
import { createDatabase } from "#tests/integration/support/postgres-cluster.ts";
import { readLeadConfig, type LeadConfig } from "./config";
import type { LeadDb } from "./database";
import { createLeadRuntime } from "./runtime";

export type TestDatabase = "sqlite" | "postgres";

/**
 * The databases the lead tests run against: SQLite always, and PostgreSQL in the integration run, whose global
 * setup starts a throwaway cluster (and fails, never skips, when PostgreSQL is not installed).
 */
export function testDatabases(): TestDatabase[] {
  return inject("postgresAdminUrl") ? ["sqlite", "postgres"] : ["sqlite"];
}

/** An empty database of the given kind: a temporary directory for SQLite, plus a fresh database for PostgreSQL. */
export async function testDatabase(database: TestDatabase): Promise<{ dataDir: string; databaseUrl?: string; remove: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "leads-test-"));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (database === "sqlite") return { dataDir, remove: async () => removeDir() };
  const adminUrl = inject("postgresAdminUrl");
  if (!adminUrl) throw new Error("No PostgreSQL for this test: run it with the integration config (npm run test:integration)");
  const created = await createDatabase(adminUrl);
  return { dataDir, databaseUrl: created.url, remove: async () => (await created.drop(), removeDir()) };
}

/** Makes every insert into leads fail, as a full disk or a read-only database would. */
export async function refuseLeadInserts(db: LeadDb, database: TestDatabase): Promise<void> {
  if (database === "sqlite") {
    await sql`create trigger refuse before insert on leads begin select raise(abort, 'disk full'); end`.execute(db);
    return;
  }
  await sql`create function refuse() returns trigger language plpgsql as $$ begin raise exception 'disk full'; end $$`.execute(db);
  await sql`create trigger refuse before insert on leads for each statement execute function refuse()`.execute(db);
}

export const validLead = {
  fullName: "Priya Raman",
  jobTitle: "Head of Data Platforms",
  organisation: "Harbor Mutual Insurance",
  phone: "4085550142",
  email: "priya.raman@harbormutual.com",
  message: "We are consolidating three claims warehouses and want an outside view on governance before we migrate.",
};

const quiet = { log() {}, warn() {}, error() {} };

export async function testRuntime(
  { database = "sqlite", ...overrides }: Partial<LeadConfig> & { database?: TestDatabase } = {},
  logger: Pick<Console, "log" | "warn" | "error"> = quiet,
) {
  const { dataDir, databaseUrl, remove } = await testDatabase(database);
  const config: LeadConfig = {
    ...readLeadConfig({ DATA_DIR: dataDir }),
    databaseUrl,
    minSubmitMs: 1000,
    requestsPerMinute: 100_000,
    leadsPerWindow: 100_000,
    mailsPerWindow: 100_000,
    pollMs: 60_000,
    retryBaseMs: 50,
    bodyTimeoutMs: 300,
    ...overrides,
  };
  const runtime = createLeadRuntime(config, logger);
  await runtime.start();
  const mailDir = path.join(dataDir, "mail");
  return {
    runtime,
    dataDir,
    database,
    databaseUrl,
    mailFiles: () => {
      try {
        return readdirSync(mailDir).filter((name) => name.endsWith(".eml"));
      } catch {
        return [];
      }
    },
    readMail: (leadId: string) => readFileSync(path.join(mailDir, `${leadId}.eml`), "utf8"),
    leadCount: async () => Number((await runtime.db.selectFrom("leads").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n),
    async close() {
      await runtime.stop();
      await remove();
    },
  };
}

type Post = { method?: string; contentType?: string | null; body?: BodyInit | null; headers?: Record<string, string> };

export function apiRequest({ method = "POST", contentType = "application/json", body, headers = {} }: Post): Request {
  const all: Record<string, string> = { ...headers };
  if (contentType) all["content-type"] = contentType;
  const init: RequestInit & { duplex?: "half" } = { method, headers: all };
  if (body !== undefined && body !== null && method !== "GET" && method !== "HEAD") {
    init.body = body;
    if (body instanceof ReadableStream) init.duplex = "half";
  }
  return new Request("http://127.0.0.1:3000/api/sendMail", init);
}
