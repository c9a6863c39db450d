// Plausible generated leads for the inbox benchmark: varied kinds, statuses, delivery states, pages and text,
// spread over two years. Names and organisations are assembled from common words, never real clients.
import { newLeadId } from "#server/leads/lead-id.ts";
import type { LeadStatus } from "#server/db/tables/leads.ts";
import { inboxLead } from "#tests/fixtures/inbox-leads.ts";

const FIRST = ["Alex", "Sam", "Jordan", "Priya", "Chen", "Maria", "Tomasz", "Aisha", "Lars", "Keiko", "Diego", "Fatima", "Noah", "Elena"];
const LAST = ["Morgan", "Patel", "Nguyen", "Garcia", "Kowalski", "Okafor", "Lindqvist", "Tanaka", "Silva", "Haddad", "Brennan", "Rossi"];
const ORG_A = ["Harbor", "Summit", "Cedar", "Atlas", "Blue Fern", "Granite", "Northfield", "Riverbend", "Keystone", "Lumen", "Oakridge"];
const ORG_B = ["Insurance", "Logistics", "Health", "Retail Group", "Bank", "Energy", "Manufacturing", "Pharma", "Telecom", "Foods"];
const TITLES = ["Head of Data", "CTO", "Analytics Lead", "VP Engineering", "Data Platform Manager", "CIO", "Procurement Lead"];
const ASKS = [
  "We are consolidating our warehouses and want an outside view on governance before we migrate.",
  "Looking for two senior data engineers for a six-month streaming project.",
  "Could you assess our machine learning models for drift and bias ahead of an audit?",
  "We need help moving reporting from spreadsheets to a managed BI platform.",
  "Interested in a workshop on generative AI use cases for our claims team.",
  "Our Kafka pipelines fall behind at month end; we would like a review.",
  "Please send pricing for a data quality assessment across three business units.",
];
const PAGES = [
  "/contact-us",
  "/services/data-engineering",
  "/aiservices/generative-ai",
  "/key-industries/insurance",
  "/resources/whitepapers",
];
const TOPICS = ["data-strategy", "ml-operations", "cloud-migration", "data-governance"];
const STATUSES: LeadStatus[] = ["new", "new", "new", "contacted", "contacted", "qualified", "won", "lost"];

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;

/** `count` leads, newest `now`, oldest about two years before, in creation order. */
export function benchmarkLeads(count: number, now = Date.now()) {
  const span = 2 * 365 * 86_400_000;
  return Array.from({ length: count }, (_, n) => {
    const at = new Date(now - span + Math.floor((n / count) * span) + (n % 997) * 1000);
    const first = pick(FIRST, n * 7);
    const last = pick(LAST, n * 13 + 3);
    const org = `${pick(ORG_A, n * 3)} ${pick(ORG_B, n * 11 + 5)}`;
    const whitepaper = n % 4 === 0;
    const spam = n % 25 === 7;
    const delivery = spam ? "spam" : n % 97 === 5 ? "dead" : n > count - 40 ? "pending" : "sent";
    return inboxLead({
      id: newLeadId(at),
      created_at: at.toISOString(),
      full_name: `${first} ${last}`,
      job_title: pick(TITLES, n * 5),
      organisation: `${org}${n % 5 === 0 ? ` ${n % 300}` : ""}`,
      email: `${first}.${last}${n % 1000}@${org.toLowerCase().replace(/[^a-z]+/g, "")}.example`.toLowerCase(),
      phone: whitepaper ? "" : `408555${String(n % 10_000).padStart(4, "0")}`,
      message: whitepaper ? "" : `${pick(ASKS, n * 17)} ${pick(ASKS, n * 29 + 1)}`,
      page: whitepaper ? `/resources/whitepapers/${pick(TOPICS, n)}/download` : pick(PAGES, n * 19),
      referrer: n % 3 === 0 ? "https://www.google.com/" : null,
      kind: whitepaper ? "whitepaper" : "contact",
      topic: whitepaper ? pick(TOPICS, n) : null,
      status: spam ? "new" : pick(STATUSES, n * 23 + Math.floor(n / 4)),
      delivery_status: delivery,
      delivered_at: delivery === "sent" ? at.toISOString() : null,
      spam_reason: spam ? "honeypot" : null,
      fingerprint: `bench-${n}`,
      // One lead in 40 has a follow-up day, about three weeks after it came in: most have passed.
      follow_up_on: n % 40 === 3 ? new Date(at.getTime() + 21 * 86_400_000).toISOString().slice(0, 10) : null,
    });
  });
}
