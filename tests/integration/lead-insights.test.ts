import { afterEach, describe, expect, it } from "vitest";
import { leadInsights } from "#app/.server/lead-insights/lead-insights.ts";
import { openDatabase, type SiteDb } from "#server/db/connection.ts";
import { leadRepository, type NewLead } from "#server/leads/lead-repository.ts";
import { migrate } from "#server/db/migrations.ts";
import { leadRow, spamFields, whitepaperFields } from "#tests/fixtures/lead-rows.ts";
import { testDatabase, testDatabases } from "#tests/fixtures/leads.ts";

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

async function emptyDatabase(kind: "sqlite" | "postgres"): Promise<SiteDb> {
  const database = await testDatabase(kind);
  cleanups.push(database.remove);
  const db = openDatabase(database);
  cleanups.push(() => db.destroy());
  await migrate(db);
  return db;
}

const lead = ({ created_at, ...fields }: Partial<NewLead> & { created_at: string }) => leadRow(created_at, fields);
const spam = spamFields;
const whitepaper = whitepaperFields;

// Wednesday 25 November 2026: the window runs from Monday 1 June, the quarter from 1 October.
const now = new Date("2026-11-25T10:00:00.000Z");

describe.each(testDatabases())("lead insights on %s", (kind) => {
  it("counts enquiries per ISO week in UTC by kind, spam and leads outside the window left out, empty weeks as 0", async () => {
    const db = await emptyDatabase(kind);
    await leadRepository(db).insertAll([
      lead({ created_at: "2026-05-31T23:59:59.999Z" }), // the Sunday before the window
      lead({ created_at: "2026-06-01T00:00:00.000Z" }), // its first instant
      lead({ created_at: "2026-09-14T08:00:00.000Z" }),
      lead({ created_at: "2026-09-16T12:00:00.000Z" }),
      lead({ created_at: "2026-09-20T23:59:59.999Z", ...whitepaper("whitepapers-details") }),
      lead({ created_at: "2026-09-15T09:00:00.000Z", ...spam }),
      lead({ created_at: "2026-11-22T23:59:59.999Z" }), // Sunday: the week of 16 November
      lead({ created_at: "2026-11-23T00:00:00.000Z", ...whitepaper("whitepapers-details-legacy") }), // Monday
      lead({ created_at: "2026-11-24T10:00:00.000Z", ...spam, ...whitepaper("whitepapers-details") }),
      lead({ created_at: "2026-11-25T10:00:00.001Z" }), // after the page was asked for
    ]);

    const { weeks } = await leadInsights(db, now);
    expect(weeks).toHaveLength(26);
    expect(weeks[0]).toEqual({ week: "2026-06-01", contact: 1, whitepaper: 0 });
    expect(weeks.find((week) => week.week === "2026-09-14")).toEqual({ week: "2026-09-14", contact: 2, whitepaper: 1 });
    expect(weeks.at(-2)).toEqual({ week: "2026-11-16", contact: 1, whitepaper: 0 });
    expect(weeks.at(-1)).toEqual({ week: "2026-11-23", contact: 0, whitepaper: 1 });
    const others = weeks.filter((week) => !["2026-06-01", "2026-09-14", "2026-11-16", "2026-11-23"].includes(week.week));
    expect(others).toHaveLength(22);
    expect(others.every((week) => week.contact === 0 && week.whitepaper === 0)).toBe(true);
  });

  it("counts the leads that name each industry and service, for the 26 weeks and for the quarter to date", async () => {
    const db = await emptyDatabase(kind);
    await leadRepository(db).insertAll([
      // September, before the quarter: sent from the banking page, and naming it too (counts once).
      lead({ created_at: "2026-09-02T10:00:00.000Z", page: "/key-industries/banking", message: "Our banking data is a mess." }),
      // October: a whitepaper for healthcare, data engineering, cloud data strategy, MDM and data governance.
      lead({ created_at: "2026-10-05T10:00:00.000Z", ...whitepaper("whitepapers-details") }),
      // November: two titles in one message, in capitals, from the contact page.
      lead({ created_at: "2026-11-10T10:00:00.000Z", message: "We need DATA GOVERNANCE for our Insurance arm." }),
      // From an AI offering's page.
      lead({ created_at: "2026-11-11T10:00:00.000Z", page: "/aiservices/document-intelligence" }),
      // Spam naming banking, and a lead from before the window naming it: neither counts.
      lead({ created_at: "2026-11-12T10:00:00.000Z", page: "/key-industries/banking", ...spam }),
      lead({ created_at: "2026-05-20T10:00:00.000Z", page: "/key-industries/banking" }),
      // A contact message naming nothing, and one that names governance without the service's whole title.
      lead({ created_at: "2026-11-13T10:00:00.000Z", message: "Governance of our data worries us." }),
    ]);

    const { industries, services } = await leadInsights(db, now);
    const counts = (list: typeof industries) =>
      Object.fromEntries(list.filter((entry) => entry.weeks > 0).map((entry) => [entry.subject.slug, [entry.weeks, entry.quarter]]));
    expect(counts(industries)).toEqual({ banking: [1, 0], healthcare: [1, 1], insurance: [1, 1] });
    expect(counts(services)).toEqual({
      "data-governance": [2, 2],
      "data-engineering": [1, 1],
      "cloud-data-strategy": [1, 1],
      "master-data-management": [1, 1],
      "document-intelligence": [1, 1],
    });
    expect(industries).toHaveLength(6);
    expect(services).toHaveLength(16);
  });
  it("groups the window's leads by campaign, source (the referring site when no utm_source) and first page, with the qualified and won", async () => {
    const db = await emptyDatabase(kind);
    const governance = { utm_campaign: "q4-governance", utm_source: "linkedin", landing_page: "/services/data-governance" };
    await leadRepository(db).insertAll([
      lead({ created_at: "2026-11-02T10:00:00.000Z", ...governance, status: "won" }),
      lead({ created_at: "2026-11-03T10:00:00.000Z", ...governance, status: "qualified" }),
      lead({ created_at: "2026-11-04T10:00:00.000Z", ...governance, status: "contacted" }),
      lead({ created_at: "2026-11-05T10:00:00.000Z", ...governance, status: "won", ...spam }), // spam: left out
      lead({ created_at: "2026-05-05T10:00:00.000Z", ...governance, status: "won" }), // before the window
      lead({ created_at: "2026-11-06T10:00:00.000Z", referrer_origin: "https://news.example", landing_page: "/", status: "qualified" }),
      lead({ created_at: "2026-11-07T10:00:00.000Z", status: "new" }), // nothing known
    ]);

    const { attribution } = await leadInsights(db, now);
    expect(attribution.campaign).toEqual([
      { value: "q4-governance", leads: 3, qualified: 1, won: 1 },
      { value: null, leads: 2, qualified: 1, won: 0 },
    ]);
    expect(attribution.source).toEqual([
      { value: "linkedin", leads: 3, qualified: 1, won: 1 },
      { value: "https://news.example", leads: 1, qualified: 1, won: 0 },
      { value: null, leads: 1, qualified: 0, won: 0 },
    ]);
    expect(attribution.landing).toEqual([
      { value: "/services/data-governance", leads: 3, qualified: 1, won: 1 },
      { value: "/", leads: 1, qualified: 1, won: 0 },
      { value: null, leads: 1, qualified: 0, won: 0 },
    ]);
  });
});
