import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "#server/db/connection.ts";
import { leadRepository } from "#server/leads/lead-repository.ts";
import { outboxRepository } from "#server/leads/outbox-repository.ts";
import { testDatabases, testRuntime, validLead } from "#tests/fixtures/leads.ts";
import { contactSchema } from "#shared/contact-schema.ts";
import { runScript } from "#tests/integration/support/run-command.ts";

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
    runScript("scripts/leads.ts", args, { DATA_DIR: env.dataDir, ...(env.databaseUrl ? { DATABASE_URL: env.databaseUrl } : {}) });

  it("writes only the CSV to the file, readable by its owner alone", async () => {
    const file = path.join(outDir, "leads.csv");
    const result = await run("export", "--format", "csv", "--out", file);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toBe("");
    expect(result.stderr).toContain("1 lead(s)");
    const csv = readFileSync(file, "utf8");
    expect(csv.split("\r\n")[0]).toMatch(/^id,created_at,full_name,/);
    expect(csv).toContain(`,"Acme;=1+1",`);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it("writes JSON the same way", async () => {
    const file = path.join(outDir, "leads.json");
    expect((await run("export", "--format", "json", "--out", file)).status).toBe(0);
    expect(JSON.parse(readFileSync(file, "utf8"))).toHaveLength(1);
  });
});

describe("npm run leads -- show, resend, purge", () => {
  let env: Awaited<ReturnType<typeof testRuntime>>;
  let recent = "";
  let dead = "";
  const old = "01OLDLEAD0000000000000000";
  beforeAll(async () => {
    env = await testRuntime();
    const submit = async (message: string, ip: string) => {
      const result = await env.runtime.service.submit(contactSchema.parse({ ...validLead, message }), {
        ip,
        network: ip,
        page: "/contact-us",
        source: "api",
      });
      if (!result.ok) throw new Error("the lead was not stored");
      return result.id;
    };
    recent = await submit("We would like a review of our lakehouse cost model before the next budget round.", "10.0.0.2");
    dead = await submit("Please call about staffing two data engineers for a six-month migration.", "10.0.0.3");
    await env.runtime.worker.flush();
    await env.runtime.outbox.finish(dead, "dead", new Date().toISOString(), "550 mailbox unavailable");
    const created = "2024-03-01T09:00:00.000Z";
    await env.runtime.leads.insertAll([{ ...row(old, created), delivery_status: "pending" }]);
    await env.runtime.stop();
  });
  afterAll(() => rmSync(env.dataDir, { recursive: true, force: true }));

  function row(id: string, created: string) {
    return {
      id,
      created_at: created,
      full_name: "Old Lead",
      job_title: "CTO",
      organisation: "Old Co",
      phone: "4085550142",
      email: "old@oldco.example",
      message: "An old enquiry.",
      page: null,
      referrer: null,
      source: "api",
      ip: null,
      network: null,
      user_agent: null,
      fingerprint: id,
      spam_reason: null,
      delivered_at: null,
    };
  }

  const run = (args: string[], extra: Record<string, string> = {}) =>
    runScript("scripts/leads.ts", args, { DATA_DIR: env.dataDir, ...extra });
  const stateOf = async (id: string) => {
    const check = await repositoriesOn(env.dataDir);
    try {
      return { lead: await check.leads.get(id), entry: await check.outbox.entry(id) };
    } finally {
      await check.stop();
    }
  };

  it("shows one lead with its notification's state, and says so for an unknown id", async () => {
    const result = await run(["show", dead]);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toMatch(new RegExp(`^id\\s+${dead}$`, "m"));
    expect(result.stdout).toMatch(/^organisation\s+Harbor Mutual Insurance$/m);
    expect(result.stdout).toMatch(/^notification\s+dead, \d+ attempt\(s\).*last error: 550 mailbox unavailable$/m);
    expect(result.stdout).toContain("six-month migration");

    const sent = await run(["show", recent]);
    expect(sent.stdout).toMatch(/^notification\s+sent, 1 attempt\(s\)$/m);
    expect((await run(["show", old])).stdout).toMatch(/^notification\s+pending, 0 attempt\(s\), next 2024-03-01T09:00:00.000Z$/m);

    const unknown = await run(["show", "no-such-lead"]);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('No lead with id "no-such-lead"');
  });

  it("resends one dead letter by id, and refuses a lead whose notification is not dead", async () => {
    const refused = await run(["resend", recent]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/is sent, not dead-lettered/);

    const result = await run(["resend", dead]);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^1 dead-lettered notification\(s\) queued again/);
    expect((await stateOf(dead)).entry).toMatchObject({ state: "pending", attempts: 0 });
  });

  it("purges leads created before a date with their outbox rows, asks nothing and says how many", async () => {
    expect((await stateOf(old)).entry).toMatchObject({ state: "pending" });
    const result = await run(["purge", "--before", "2025-01-01"]);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^Removed 1 lead\(s\) created before 2025-01-01T00:00:00.000Z, with their notifications/);
    expect(await stateOf(old)).toEqual({ lead: undefined, entry: undefined });
    expect((await stateOf(recent)).lead).toBeDefined();
  });

  it("refuses a date that is not one or lies in the future, and deletes nothing", async () => {
    for (const before of ["yesterday", "2999-01-01"]) {
      const result = await run(["purge", "--before", before]);
      expect(result.status).toBe(1);
      expect(result.stderr).toMatch(/--before must/);
    }
    expect((await stateOf(recent)).lead).toBeDefined();
  });

  it("with LEAD_RETENTION_DAYS, also purges what the retention would", async () => {
    const result = await run(["purge", "--before", "2025-01-01"], { LEAD_RETENTION_DAYS: "1" });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^Removed 0 lead\(s\) created before .* \(LEAD_RETENTION_DAYS=1 reaches further than 2025-01-01\)/);
  });
});

/** The lead and outbox repositories on an existing data folder, without starting a worker. */
async function repositoriesOn(dataDir: string) {
  const db = openDatabase({ dataDir });
  return { leads: leadRepository(db), outbox: outboxRepository(db), stop: () => db.destroy() };
}
