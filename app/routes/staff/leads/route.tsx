import type { Route } from "./+types/route";
import { getArticle } from "#app/.server/content/articles.ts";
import { staffMember } from "#app/.server/staff/staff-guard.ts";
import { InboxFilterForm } from "#app/components/staff/inbox-filter-form.tsx";
import { InboxTable } from "#app/components/staff/inbox-table.tsx";
import { BULK_FORM_ID, InboxBulkBar } from "#app/components/staff/inbox-bulk-bar.tsx";
import { InboxKeysHelp, useInboxKeys } from "#app/components/staff/inbox-keys.tsx";
import { BULK_DONE, inboxBulkAction } from "#app/.server/staff/inbox-bulk.ts";
import { staffPaths } from "#shared/staff-paths.ts";
import { staffLeadServices } from "#app/.server/staff/require-staff.ts";
import type { InboxCursor, InboxView } from "#server/leads/lead-inbox.ts";

export async function loader(args: Route.LoaderArgs) {
  const { user, clock } = staffMember(args);
  const { inbox, reads } = staffLeadServices(args.context);
  const params = new URL(args.request.url).searchParams;
  const { filter, problems } = inbox.readFilter(params, user.accountId, clock.now());
  const page = await inbox.page(filter, {
    after: inbox.decodeCursor(params.get("after")),
    before: inbox.decodeCursor(params.get("before")),
  });
  const read = await reads.readAmong(
    user.accountId,
    page.rows.map((row) => row.id),
  );
  const filterQuery = inbox.filterParams(filter);
  const pageLink = (key: "after" | "before", cursor: InboxCursor | undefined) => {
    if (!cursor) return undefined;
    const linked = new URLSearchParams(filterQuery);
    linked.set(key, inbox.encodeCursor(cursor));
    return `${staffPaths.leads}?${linked}`;
  };
  const done = params.get("done");
  const changed = Number(params.get("changed"));
  return {
    // What a bulk action just did, from its redirect: fixed words and a count, never text from the address.
    notice:
      done && done in BULK_DONE && Number.isInteger(changed) && changed >= 0
        ? `${BULK_DONE[done as keyof typeof BULK_DONE]} ${changed} ${changed === 1 ? "lead" : "leads"} changed.`
        : null,
    listHref: `${staffPaths.leads}${filterQuery.size ? `?${filterQuery}` : ""}`,
    filter,
    problems,
    total: page.total,
    totalCapped: page.totalCapped,
    // A whitepaper lead names its paper by title; its keyword only when the paper has left the site.
    rows: page.rows.map((row) => ({
      ...row,
      unread: !read.has(row.id),
      topic_title: row.topic ? (getArticle("whitepapers", row.topic)?.data.title ?? row.topic) : null,
    })),
    olderHref: pageLink("after", page.older),
    newerHref: pageLink("before", page.newer),
    exportHref: `${staffPaths.leadsExport}${filterQuery.size ? `?${filterQuery}` : ""}`,
    isAdmin: user.role === "admin",
  };
}

export const action = (args: Route.ActionArgs) => inboxBulkAction(args);

/** The saved views of the inbox, each a link (undefined: every lead). */
const VIEWS: [InboxView | undefined, string][] = [
  [undefined, "All leads"],
  ["mine", "Mine"],
  ["unassigned", "Unassigned"],
  ["new", "New"],
  ["overdue", "Overdue"],
];

export const meta: Route.MetaFunction = () => [{ title: "Leads · Staff" }, { name: "robots", content: "noindex, nofollow" }];

export default function LeadsInbox({ loaderData, actionData }: Route.ComponentProps) {
  const { filter, problems, total, totalCapped, rows, olderHref, newerHref, exportHref, isAdmin, notice, listHref } = loaderData;
  const keys = useInboxKeys();
  const boxLink = (box: "inbox" | "spam") => `${staffPaths.leads}${box === "spam" ? "?box=spam" : ""}`;
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-4">
        <h1 className="text-2xl font-semibold">Leads</h1>
        <nav aria-label="Lead tools" className="flex flex-wrap gap-6 text-sm">
          <a className="font-medium text-brand-700 underline" href={staffPaths.insights}>
            Insights
          </a>
          {isAdmin && (
            <a className="font-medium text-brand-700 underline" href={staffPaths.leadsPurge}>
              Purge old leads
            </a>
          )}
        </nav>
      </div>
      <nav aria-label="Boxes" className="mt-4 flex gap-2 text-sm">
        {(["inbox", "spam"] as const).map((box) => (
          <a
            key={box}
            href={boxLink(box)}
            aria-current={filter.box === box ? "page" : undefined}
            className={`rounded border px-3 py-1 font-medium ${filter.box === box ? "border-brand-700 bg-brand-700 text-white" : "border-ink-300 text-brand-700"}`}
          >
            {box === "inbox" ? "Inbox" : "Spam"}
          </a>
        ))}
      </nav>
      {filter.box === "inbox" && (
        <nav aria-label="Views" className="mt-4 flex flex-wrap gap-2 text-sm">
          {VIEWS.map(([view, label]) => (
            <a
              key={label}
              href={view ? `${staffPaths.leads}?view=${view}` : staffPaths.leads}
              aria-current={filter.view === view ? "page" : undefined}
              className={`rounded border px-3 py-1 font-medium ${filter.view === view ? "border-brand-700 bg-brand-700 text-white" : "border-ink-300 text-brand-700"}`}
            >
              {label}
            </a>
          ))}
        </nav>
      )}
      <InboxFilterForm filter={filter} />
      {problems.length > 0 && (
        <ul role="status" className="mt-4 list-disc pl-5 text-sm text-red-800">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      <div className="mt-6 flex flex-wrap items-baseline justify-between gap-4">
        <p className="text-sm">
          {totalCapped ? "More than " : ""}
          {total.toLocaleString("en")} {total === 1 ? "lead" : "leads"} {filter.box === "spam" ? "held back as spam" : "in the inbox"}
          {filter.query ? ` matching “${filter.query}”` : ""}.
        </p>
        <a className="text-sm font-medium text-brand-700 underline" href={exportHref} download>
          Export these leads as CSV
        </a>
      </div>
      {notice && (
        <p role="status" className="mt-4 rounded border border-green-700 bg-green-50 px-3 py-2 text-sm text-green-900">
          {notice}
        </p>
      )}
      {rows.length > 0 && <InboxBulkBar action={listHref} box={filter.box} error={actionData?.error} />}
      <InboxTable rows={rows} bulkForm={BULK_FORM_ID} />
      <InboxKeysHelp keys={keys} />
      <nav aria-label="Lead pages" className="mt-6 flex gap-6">
        {newerHref && (
          <a className="font-medium text-brand-700 underline" href={newerHref}>
            Newer leads
          </a>
        )}
        {olderHref && (
          <a className="font-medium text-brand-700 underline" href={olderHref}>
            Older leads
          </a>
        )}
      </nav>
    </>
  );
}
