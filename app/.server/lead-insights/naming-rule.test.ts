import SQLite from "better-sqlite3";
import { Kysely, sql, SqliteDialect } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import type { LeadTables } from "#server/db/tables/leads.ts";
import { leadSubjects, namesSubjectSql, type LeadSubject } from "./naming-rule";

const subjects = leadSubjects();
const subject = (slug: string): LeadSubject => {
  const found = subjects.find((entry) => entry.slug === slug);
  if (!found) throw new Error(`no subject ${slug}`);
  return found;
};

// The rule's SQL, evaluated on SQLite against one made-up row (the integration tests run it on PostgreSQL too).
const db = new Kysely<LeadTables>({ dialect: new SqliteDialect({ database: new SQLite(":memory:") }) });
afterAll(() => db.destroy());
type Row = { page?: string | null; kind?: "contact" | "whitepaper"; topic?: string | null; message?: string };
async function names(slug: string, { page = null, kind = "contact", topic = null, message = "" }: Row): Promise<boolean> {
  const result = await sql<{ named: number }>`
    select ${namesSubjectSql(subject(slug))} as named
    from (select ${page} as page, ${kind} as kind, ${topic} as topic, lower(${message}) as message_lower)`.execute(db);
  return Boolean(result.rows[0]?.named);
}

describe("the subjects a lead can name", () => {
  it("are every industry, service and AI offering, each with its own page and title", () => {
    expect(subjects.filter((entry) => entry.kind === "industry")).toHaveLength(6);
    expect(subjects.filter((entry) => entry.kind === "service")).toHaveLength(12);
    expect(subjects.filter((entry) => entry.kind === "ai")).toHaveLength(4);
    expect(subject("banking")).toMatchObject({ pages: ["/key-industries/banking"], title: "Banking" });
    expect(subject("data-governance")).toMatchObject({ pages: ["/services/data-governance"], title: "Data Governance" });
    expect(subject("document-intelligence").pages).toEqual(["/aiservices/document-intelligence"]);
  });

  it("take their whitepaper topics from the whitepapers' front matter", () => {
    expect(subject("healthcare").topics).toEqual(["whitepapers-details"]);
    expect(subject("banking").topics).toEqual(["whitepapers-details-legacy"]);
    expect(subject("data-engineering").topics.sort()).toEqual(["whitepapers-details", "whitepapers-details-legacy"]);
    expect(subject("document-intelligence").topics).toEqual([]);
  });
});

describe("the naming rule", () => {
  it("counts a lead sent from the subject's own page, and only that page", async () => {
    expect(await names("banking", { page: "/key-industries/banking" })).toBe(true);
    expect(await names("banking", { page: "/key-industries/insurance" })).toBe(false);
    expect(await names("banking", { page: "/key-industries/banking/extra" })).toBe(false);
    expect(await names("document-intelligence", { page: "/aiservices/document-intelligence" })).toBe(true);
    expect(await names("banking", { page: null })).toBe(false);
  });

  it("counts a whitepaper lead whose paper lists the subject, not a contact lead that happens to carry the topic", async () => {
    expect(await names("banking", { kind: "whitepaper", topic: "whitepapers-details-legacy" })).toBe(true);
    expect(await names("banking", { kind: "whitepaper", topic: "whitepapers-details" })).toBe(false);
    expect(await names("banking", { kind: "contact", topic: "whitepapers-details-legacy" })).toBe(false);
  });

  it("counts a message holding the title in any ASCII case, as one run of characters", async () => {
    expect(await names("data-governance", { message: "We need DATA GOVERNANCE before the audit." })).toBe(true);
    expect(await names("data-governance", { message: "Governance of our data is a mess." })).toBe(false);
    expect(await names("healthcare", { message: "A healthcare network of four hospitals" })).toBe(true);
    expect(await names("media-entertainment", { message: "media & entertainment streaming data" })).toBe(true);
    expect(await names("media-entertainment", { message: "media and entertainment streaming data" })).toBe(false);
  });

  it("treats a title's characters literally, never as a pattern", async () => {
    const literal = { ...subject("banking"), pages: [], topics: [], title: "100%_sure" };
    const result = await sql<{ named: number }>`
      select ${namesSubjectSql(literal)} as named from (select 'we are 100 percent sure' as message_lower)`.execute(db);
    expect(result.rows[0]?.named).toBe(0);
  });
});
