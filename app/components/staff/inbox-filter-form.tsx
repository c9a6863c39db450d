import { Form } from "react-router";
import { KIND_LABELS, STATUS_NAMES } from "#app/components/staff/lead-labels.ts";
import { NameOptions } from "#app/components/staff/name-options.tsx";
import { staffPaths } from "#shared/staff-paths.ts";
import type { InboxFilter } from "#server/leads/lead-inbox.ts";

const field = "mt-1 block w-full rounded border border-ink-300 px-2 py-1.5";

/** The inbox's search and filters: a GET form, so the filter lives in the address and works without JavaScript. */
export function InboxFilterForm({ filter }: { filter: InboxFilter }) {
  const active = Boolean(filter.query || filter.kind || filter.status || filter.from || filter.to || filter.sort);
  // On a phone the form folds behind its summary (open while a filter is set), so the leads come first; from the
  // md breakpoint it is always shown and the summary hidden (::details-content).
  return (
    <details open={active} className="mt-6 md:[&::details-content]:[content-visibility:visible] md:[&::details-content]:block">
      <summary className="cursor-pointer rounded border border-ink-300 px-3 py-2 text-sm font-medium text-brand-700 md:hidden">
        Search and filter{active ? " (filtered)" : ""}
      </summary>
      <Form method="get" action={staffPaths.leads} className="mt-4 grid gap-4 text-sm sm:grid-cols-2 md:mt-0 lg:grid-cols-7" role="search">
        {filter.box === "spam" && <input type="hidden" name="box" value="spam" />}
        {filter.view && <input type="hidden" name="view" value={filter.view} />}
        <label className="sm:col-span-2">
          <span className="font-medium">Search</span>
          <input
            type="search"
            name="q"
            defaultValue={filter.query}
            maxLength={200}
            className={field}
            placeholder="Name, organisation, e-mail or message"
          />
        </label>
        <label>
          <span className="font-medium">Kind</span>
          <select name="kind" defaultValue={filter.kind ?? ""} className={field}>
            <option value="">Every kind</option>
            <NameOptions names={KIND_LABELS} />
          </select>
        </label>
        <label>
          <span className="font-medium">Status</span>
          <select name="status" defaultValue={filter.status ?? ""} className={field}>
            <option value="">Every status</option>
            <NameOptions names={STATUS_NAMES} />
          </select>
        </label>
        <label>
          <span className="font-medium">Order</span>
          <select name="sort" defaultValue={filter.sort ?? "received"} className={field}>
            <option value="received">Newest first</option>
            <option value="status">By status</option>
            <option value="owner">By owner</option>
          </select>
        </label>
        <label>
          <span className="font-medium">From</span>
          <input type="date" name="from" defaultValue={filter.from ?? ""} className={field} />
        </label>
        <label>
          <span className="font-medium">To</span>
          <input type="date" name="to" defaultValue={filter.to ?? ""} className={field} />
        </label>
        <div className="flex items-center gap-4 sm:col-span-2 lg:col-span-7">
          <button type="submit" className="rounded bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800">
            Show leads
          </button>
          <a
            className="font-medium text-brand-700 underline"
            href={filter.box === "spam" ? `${staffPaths.leads}?box=spam` : staffPaths.leads}
          >
            Clear the filters
          </a>
        </div>
      </Form>
    </details>
  );
}
