import { sql, type SelectQueryBuilder } from "kysely";
import type { SiteDb } from "#server/db/connection.ts";
import type { Lead } from "./lead-repository";
import { containsEveryWord, MIN_WORD_LENGTH, searchWords, shortWords } from "./lead-search";
import { LEAD_STATUSES, type DeliveryStatus, type LeadKind, type LeadStatus } from "#server/db/tables/leads.ts";
import type { SiteTables } from "#server/db/site-tables.ts";

/** What the inbox shows: a search, filters and which box (the inbox, or what was held back as spam). */
export type InboxFilter = {
  query: string;
  kind?: LeadKind;
  status?: LeadStatus;
  /** Days (YYYY-MM-DD, UTC), both included. */
  from?: string;
  to?: string;
  box: "inbox" | "spam";
  /** A saved view: the leads of the member asking, those nobody took, those still new, those past their follow-up. */
  view?: InboxView;
  /** The account asking: whose leads "mine" shows (never read from the address). */
  me?: string;
  /** Today (YYYY-MM-DD, UTC), from the server's clock: a follow-up before it is overdue. */
  today?: string;
  /** The list's order: newest first (the default), or by status or by owner, newest first within each. */
  sort?: InboxSort;
};

export const INBOX_SORTS = ["received", "status", "owner"] as const;
export type InboxSort = (typeof INBOX_SORTS)[number];

export const INBOX_VIEWS = ["mine", "unassigned", "new", "overdue"] as const;
/** Where a lead is closed: no follow-up is overdue then. */
const CLOSED: readonly LeadStatus[] = ["won", "lost"];
export type InboxView = (typeof INBOX_VIEWS)[number];

/** A place in the list's order: the lead at the edge of a page, with its sort key when the list is sorted. */
export type InboxCursor = { createdAt: string; id: string; key?: string };

export const INBOX_PAGE_SIZE = 50;
export const COUNT_CAP = 10_000;
const KINDS: readonly LeadKind[] = ["contact", "whitepaper"];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const isDay = (value: string) => DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The filter in a URL's query (the inbox's GET form): unknown values are dropped with a note saying so, never
 * an error page, so a hand-edited address still shows the inbox.
 */
export function readInboxFilter(params: URLSearchParams, me?: string, now = new Date()): { filter: InboxFilter; problems: string[] } {
  const problems: string[] = [];
  const text = (name: string) => (params.get(name) ?? "").trim();
  const filter: InboxFilter = {
    query: text("q").slice(0, 200),
    box: text("box") === "spam" ? "spam" : "inbox",
    me,
    today: now.toISOString().slice(0, 10),
  };
  const sort = text("sort");
  if (INBOX_SORTS.includes(sort as InboxSort) && sort !== "received") filter.sort = sort as InboxSort;
  else if (sort && sort !== "received") problems.push(`Unknown order "${sort}": newest first.`);
  const view = text("view");
  if (INBOX_VIEWS.includes(view as InboxView)) filter.view = view as InboxView;
  else if (view) problems.push(`Unknown view "${view}": showing every lead.`);
  const short = shortWords(filter.query);
  if (short.length) problems.push(`Search words need ${MIN_WORD_LENGTH} characters or more; left out: ${short.join(" ")}.`);
  const kind = text("kind");
  if (KINDS.includes(kind as LeadKind)) filter.kind = kind as LeadKind;
  else if (kind) problems.push(`Unknown kind "${kind}": showing every kind.`);
  const status = text("status");
  if (LEAD_STATUSES.includes(status as LeadStatus)) filter.status = status as LeadStatus;
  else if (status) problems.push(`Unknown status "${status}": showing every status.`);
  for (const [name, label] of [
    ["from", "From"],
    ["to", "To"],
  ] as const) {
    const day = text(name);
    if (isDay(day)) filter[name] = day;
    else if (day) problems.push(`${label} date "${day}" is not a date such as 2025-01-31: left out.`);
  }
  return { filter, problems };
}

/** The filter as URL query parameters (empty ones left out), for links and the export. */
export function inboxFilterParams(filter: InboxFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.query) params.set("q", filter.query);
  if (filter.kind) params.set("kind", filter.kind);
  if (filter.status) params.set("status", filter.status);
  if (filter.from) params.set("from", filter.from);
  if (filter.to) params.set("to", filter.to);
  if (filter.box === "spam") params.set("box", "spam");
  if (filter.view) params.set("view", filter.view);
  if (filter.sort) params.set("sort", filter.sort);
  return params;
}

export function encodeCursor(cursor: InboxCursor): string {
  const parts = cursor.key === undefined ? [cursor.createdAt, cursor.id] : [cursor.createdAt, cursor.id, cursor.key];
  return Buffer.from(JSON.stringify(parts)).toString("base64url");
}

/** A cursor from the address, or undefined for anything that is not one (a malformed cursor shows the first page). */
export function decodeCursor(raw: string | null): InboxCursor | undefined {
  if (!raw || raw.length > 200) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(raw, "base64url").toString("utf8"));
    if (
      Array.isArray(value) &&
      (value.length === 2 || value.length === 3) &&
      value.every((part) => typeof part === "string" && part.length <= 320)
    )
      return { createdAt: value[0] as string, id: value[1] as string, ...(value.length === 3 ? { key: value[2] as string } : {}) };
  } catch {
    // Not base64url JSON: no cursor.
  }
  return undefined;
}

/** The leads the filter lets through, as a query to select from. */
export function filtered(db: SiteDb, filter: InboxFilter): SelectQueryBuilder<SiteTables, "leads", object> {
  let query = db.selectFrom("leads").where("delivery_status", filter.box === "spam" ? "=" : "!=", "spam" satisfies DeliveryStatus);
  if (filter.kind) query = query.where("kind", "=", filter.kind);
  if (filter.status) query = query.where("status", "=", filter.status);
  // "Mine" without an account asking matches nothing rather than everything.
  if (filter.view === "mine") query = query.where("owner_account_id", "=", filter.me ?? "");
  if (filter.view === "unassigned") query = query.where("owner_account_id", "is", null);
  if (filter.view === "new") query = query.where("status", "=", "new");
  if (filter.view === "overdue")
    query = query.where("follow_up_on", "<", filter.today ?? new Date().toISOString().slice(0, 10)).where("status", "not in", CLOSED);
  if (filter.from) query = query.where("created_at", ">=", filter.from);
  if (filter.to) query = query.where("created_at", "<", nextDay(filter.to));
  const words = searchWords(filter.query);
  if (words.length) query = query.where(containsEveryWord(db, words));
  return query;
}

const LIST_COLUMNS = [
  "id",
  "created_at",
  "kind",
  "topic",
  "full_name",
  "organisation",
  "email",
  "status",
  "owner_account_id",
  "delivery_status",
  "follow_up_on",
] as const;

/** How much of a lead's message the list shows. */
export const EXCERPT_LENGTH = 140;

export type InboxRow = Pick<Lead, (typeof LIST_COLUMNS)[number]> & { owner_email: string | null; excerpt: string };

export type InboxPage = {
  rows: InboxRow[];
  /** How many leads the filter lets through in all, up to COUNT_CAP. */
  total: number;
  /** More than COUNT_CAP leads match. */
  totalCapped: boolean;
  /** The cursors of the neighbouring pages, when there are leads there. */
  older?: InboxCursor;
  newer?: InboxCursor;
};

const STATUS_RANK = sql.raw(
  `case status ${LEAD_STATUSES.map((status, rank) => `when '${status}' then ${rank}`).join(" ")} else ${LEAD_STATUSES.length} end`,
);

/** The owner's address, a scalar subquery (a join would make the leads' columns ambiguous): shown, and sorted by. */
const OWNER_EMAIL = sql<string | null>`(select staff_accounts.email from staff_accounts where staff_accounts.id = leads.owner_account_id)`;

/** The expression a sorted list is ordered by first: the status in its workflow order, or the owner's address ("" for nobody). */
function sortKey(sort: InboxSort | undefined) {
  if (sort === "status") return sql<number>`${STATUS_RANK}`;
  if (sort === "owner") return sql<string>`coalesce(${OWNER_EMAIL}, '')`;
  return undefined;
}

/**
 * One page of the filtered leads, newest first, by keyset: `after` a cursor goes to older leads, `before` one to
 * newer; neither is the first page. The order (created_at, id) is an index (migration 006). Sorted by status or
 * owner, the key comes first and the cursor carries it; that order reads the filtered leads without an index.
 */
export async function inboxPage(
  db: SiteDb,
  filter: InboxFilter,
  at: { after?: InboxCursor; before?: InboxCursor } = {},
  pageSize = INBOX_PAGE_SIZE,
): Promise<InboxPage> {
  const towardNewer = !at.after && Boolean(at.before);
  const edge = at.after ?? at.before;
  const key = sortKey(filter.sort);
  // Newest first within the sort key; a page toward the start of the list reads the order backwards, then turns.
  const keyOrder = towardNewer ? "desc" : "asc";
  const timeOrder = towardNewer ? "asc" : "desc";
  const page = filtered(db, filter)
    .select(LIST_COLUMNS)
    .select(sql<string>`substr(message, 1, ${sql.lit(EXCERPT_LENGTH)})`.as("excerpt"))
    .select(OWNER_EMAIL.as("owner_email"))
    .$if(Boolean(key), (query) => query.select(sql<string | number>`${key}`.as("sort_key")))
    .$if(Boolean(edge), (query) =>
      query.where((eb) => {
        const time = eb(eb.refTuple("created_at", "id"), towardNewer ? ">" : "<", eb.tuple(edge?.createdAt ?? "", edge?.id ?? ""));
        if (!key) return time;
        const edgeKey = filter.sort === "status" ? Number(edge?.key ?? 0) : (edge?.key ?? "");
        return eb.or([eb(key, towardNewer ? "<" : ">", edgeKey), eb.and([eb(key, "=", edgeKey), time])]);
      }),
    )
    .$if(Boolean(key), (query) => query.orderBy(key!, keyOrder))
    .orderBy("created_at", timeOrder)
    .orderBy("id", timeOrder)
    .limit(pageSize + 1)
    .execute();
  // Counting stops past COUNT_CAP: an exact count of 100,000 leads costs more than the page, and "more than 10,000"
  // says enough.
  const [fetched, total] = await Promise.all([page, countLeads(db, filter)]);
  const more = fetched.length > pageSize;
  const rows = fetched.slice(0, pageSize);
  if (towardNewer) rows.reverse();
  const cursorOf = (row: (InboxRow & { sort_key?: string | number }) | undefined) =>
    row ? { createdAt: row.created_at, id: row.id, ...(key ? { key: String(row.sort_key) } : {}) } : undefined;
  const first = rows[0];
  const last = rows.at(-1);
  return {
    rows,
    total: Math.min(total, COUNT_CAP),
    totalCapped: total > COUNT_CAP,
    // Toward older: older pages exist when more rows came back; newer ones when we started from a cursor.
    older: towardNewer ? cursorOf(last) : more ? cursorOf(last) : undefined,
    newer: towardNewer ? (more ? cursorOf(first) : undefined) : edge ? cursorOf(first) : undefined,
  };
}

/** How many leads the filter lets through, counted up to `cap` + 1 (the staff home's figures). */
export async function countLeads(db: SiteDb, filter: InboxFilter, cap = COUNT_CAP): Promise<number> {
  const { n } = await db
    .selectFrom(
      filtered(db, filter)
        .select(sql<number>`1`.as("one"))
        .limit(cap + 1)
        .as("matching"),
    )
    .select((eb) => eb.fn.countAll().as("n"))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** Every lead the filter lets through, newest first, in batches: an export of 100,000 leads never sits in memory at once. */
export async function* inboxLeads(db: SiteDb, filter: InboxFilter, batchSize = 1_000): AsyncGenerator<Lead> {
  let after: InboxCursor | undefined;
  for (;;) {
    const batch = await filtered(db, filter)
      .selectAll("leads")
      .$if(Boolean(after), (query) =>
        query.where((eb) => eb(eb.refTuple("created_at", "id"), "<", eb.tuple(after?.createdAt ?? "", after?.id ?? ""))),
      )
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(batchSize)
      .execute();
    yield* batch;
    const last = batch.at(-1);
    if (!last || batch.length < batchSize) return;
    after = { createdAt: last.created_at, id: last.id };
  }
}
