import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases, testRuntime, validLead } from "#app/.server/leads/testing.ts";
import { contactSchema } from "#app/shared/contact-schema.ts";

const root = path.resolve(import.meta.dirname, "../..");
const tsx = path.join(root, "node_modules/.bin/tsx");

describe.each(testDatabases())("npm run leads -- export --out FILE, on %s", (database) => {
  let env: Awaited<ReturnType<typeof testRuntime>>;
  const outDir = mkdtempSync(path.join(tmpdir(), "leads-cli-"));
  beforeAll(async () => {
    env = await testRuntime({ database });
    const contact = contactSchema.parse({ ...validLead, organisation: "Acme;=1+1" });
    await env.runtime.service.submit(contact, { ip: "10.0.0.1", network: "10.0.0.1", page: "/contact-us", source: "api" });
  });
  afterAll(async () => {
    await env.close();
    rmSync(outDir, { recursive: true, force: true });
  });

  const run = (...args: string[]) =>
    spawnSync(tsx, ["scripts/leads.ts", ...args], {
      cwd: root,
      encoding: "utf8",
      env: { PATH: process.env.PATH ?? "", DATA_DIR: env.dataDir, ...(env.databaseUrl ? { DATABASE_URL: env.databaseUrl } : {}) },
    });

  it("writes only the CSV to the file, readable by its owner alone", () => {
    const file = path.join(outDir, "leads.csv");
    const result = run("export", "--format", "csv", "--out", file);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toBe("");
    expect(result.stderr).toContain("1 lead(s)");
    const csv = readFileSync(file, "utf8");
    expect(csv.split("\r\n")[0]).toMatch(/^id,created_at,full_name,/);
    expect(csv).toContain(`,"Acme;=1+1",`);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it("writes JSON the same way", () => {
    const file = path.join(outDir, "leads.json");
    expect(run("export", "--format", "json", "--out", file).status).toBe(0);
    expect(JSON.parse(readFileSync(file, "utf8"))).toHaveLength(1);
  });
});
