// Test helpers: a real lead runtime (SQLite, .eml mail) in a temporary directory.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { readLeadConfig, type LeadConfig } from "./config";
import { createLeadRuntime } from "./runtime";

export const validLead = {
  fullName: "Priya Raman",
  jobTitle: "Head of Data Platforms",
  organisation: "Harbor Mutual Insurance",
  phone: "4085550142",
  email: "priya.raman@harbormutual.com",
  message: "We are consolidating three claims warehouses and want an outside view on governance before we migrate.",
};

const quiet = { log() {}, warn() {}, error() {} };

export async function testRuntime(overrides: Partial<LeadConfig> = {}, logger: Pick<Console, "log" | "warn" | "error"> = quiet) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "leads-test-"));
  const config: LeadConfig = {
    ...readLeadConfig({ DATA_DIR: dataDir }),
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
      rmSync(dataDir, { recursive: true, force: true });
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
