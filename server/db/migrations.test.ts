import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { migrate } from "./migrations";
import { testRuntime, validLead } from "#tests/fixtures/leads.ts";

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

describe("lead database migrations", () => {
  it("add kind (contact by default) and topic to leads, and a second run changes nothing", async () => {
    const env = await testRuntime();
    cleanups.push(() => env.close());
    const { db } = env.runtime;
    const schema = async () => ({
      columns: (await sql<{ name: string; type: string; notnull: number; dflt_value: string | null }>`pragma table_info(leads)`.execute(db))
        .rows,
      migrations: (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db)).rows.map((row) => row.name),
    });
    const before = await schema();
    expect(before.columns.find((column) => column.name === "kind")).toMatchObject({ notnull: 1, dflt_value: "'contact'" });
    expect(before.columns.find((column) => column.name === "topic")).toMatchObject({ notnull: 0 });
    expect(before.migrations).toContain("004-lead-kind-and-topic");

    const contact = await env.runtime.service.submit({ ...validLead, elapsed: "5000" }, { source: "api", ip: "10.0.0.1" });
    const paper = await env.runtime.service.submit(
      { ...validLead, jobTitle: "", phone: "", message: "", elapsed: "5000", kind: "whitepaper", topic: "whitepapers-details" },
      { source: "form", ip: "10.0.0.1" },
    );
    await migrate(db);
    expect(await schema()).toEqual(before);
    if (!contact.ok || !paper.ok) throw new Error("leads not stored");
    expect(paper.duplicate).toBe(false);
    expect(await env.runtime.leads.get(contact.id)).toMatchObject({ kind: "contact", topic: null });
    expect(await env.runtime.leads.get(paper.id)).toMatchObject({
      kind: "whitepaper",
      topic: "whitepapers-details",
      full_name: validLead.fullName,
    });
  });
});
