import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/route";
import { requestFacts } from "#app/.server/request-context.ts";
import { staffMember } from "#app/.server/staff/staff-guard.ts";
import { readStaffForm } from "#app/.server/staff/staff-body.ts";
import { utcTime } from "#app/components/staff/lead-labels.ts";
import { AllLeadsLink } from "#app/components/staff/all-leads-link.tsx";
import { staffPaths } from "#shared/staff-paths.ts";
import { staffLeadServices } from "#app/.server/staff/require-staff.ts";
import type { AppServices } from "#server/app-services.ts";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The cutoff for a day a form sent, as `npm run leads -- purge --before` computes it (LEAD_RETENTION_DAYS may reach further). */
function cutoffFor(
  raw: FormDataEntryValue | null,
  retentionDays: number | undefined,
  purgeCutoff: NonNullable<AppServices["leads"]>["purgeCutoff"],
): { cutoff: Date } | { error: string } {
  const day = typeof raw === "string" ? raw.trim() : "";
  const asked = new Date(`${day}T00:00:00Z`);
  if (!DAY.test(day) || Number.isNaN(asked.getTime())) return { error: "Give a date such as 2024-01-31." };
  try {
    return { cutoff: purgeCutoff(asked, retentionDays) };
  } catch {
    return { error: "The date must not be in the future." };
  }
}

export async function loader(args: Route.LoaderArgs) {
  staffMember(args);
  const removed = new URL(args.request.url).searchParams.get("removed");
  return {
    retentionDays: args.context.get(requestFacts).leads?.config.retentionDays ?? null,
    removed: removed && /^\d{1,9}$/.test(removed) ? Number(removed) : null,
  };
}

/** Step one ("count") shows how many leads would go and asks again; step two ("purge") deletes them and is audited. */
export async function action(args: Route.ActionArgs) {
  const { audit } = staffMember(args);
  const { repository: leads, purgeCutoff } = staffLeadServices(args.context);
  const form = (await readStaffForm(args.request)) ?? new FormData();
  const retentionDays = args.context.get(requestFacts).leads?.config.retentionDays;
  const result = cutoffFor(form.get("before"), retentionDays, purgeCutoff);
  if ("error" in result) return data({ error: result.error, preview: null }, { status: 400 });
  const cutoff = result.cutoff.toISOString();
  if (form.get("intent") !== "purge") {
    return { error: null, preview: { before: String(form.get("before")), cutoff, count: await leads.countBefore(cutoff) } };
  }
  const removed = await leads.purgeBefore(cutoff);
  await audit("leads.purge", undefined, `${removed} lead(s) created before ${cutoff}`);
  return redirect(`${staffPaths.leadsPurge}?removed=${removed}`);
}

export const meta: Route.MetaFunction = () => [{ title: "Purge old leads · Staff" }, { name: "robots", content: "noindex, nofollow" }];

const button = "rounded px-4 py-2 text-sm font-medium";

export default function PurgeLeads({ loaderData, actionData }: Route.ComponentProps) {
  const preview = actionData?.preview;
  return (
    <>
      <AllLeadsLink />
      <h1 className="mt-2 text-2xl font-semibold">Purge old leads</h1>
      <p className="mt-2 max-w-prose text-sm">
        Deletes every lead created before a date, with its notification and notes. It cannot be undone: export them first if they are still
        needed.{" "}
        {loaderData.retentionDays
          ? `Leads older than the retention period (${loaderData.retentionDays} days) go in any case, so the later of the two dates is used.`
          : "No retention period is set, so leads are kept until purged."}
      </p>
      {loaderData.removed !== null && (
        <p role="status" className="mt-4 rounded border border-green-700 bg-green-50 px-3 py-2 text-sm text-green-900">
          Removed {loaderData.removed} {loaderData.removed === 1 ? "lead" : "leads"}.
        </p>
      )}
      {preview ? (
        <Form method="post" action={staffPaths.leadsPurge} className="mt-6 max-w-prose rounded border border-red-700 p-4">
          <input type="hidden" name="before" value={preview.before} />
          <input type="hidden" name="intent" value="purge" />
          <p role="status" className="text-sm">
            {preview.count === 0
              ? `No lead was created before ${utcTime(preview.cutoff)}: nothing to delete.`
              : `${preview.count.toLocaleString("en")} ${preview.count === 1 ? "lead was" : "leads were"} created before ${utcTime(preview.cutoff)} and will be deleted.`}
          </p>
          <div className="mt-4 flex flex-wrap gap-4">
            {preview.count > 0 && (
              <button type="submit" className={`${button} bg-red-800 text-white hover:bg-red-900`}>
                Delete {preview.count.toLocaleString("en")} {preview.count === 1 ? "lead" : "leads"}
              </button>
            )}
            <a className="self-center text-sm font-medium text-brand-700 underline" href={staffPaths.leadsPurge}>
              Cancel
            </a>
          </div>
        </Form>
      ) : (
        <Form method="post" action={staffPaths.leadsPurge} className="mt-6 flex flex-wrap items-end gap-4">
          <input type="hidden" name="intent" value="count" />
          <label className="text-sm">
            <span className="font-medium">Delete leads created before</span>
            <input
              type="date"
              name="before"
              required
              className="mt-1 block rounded border border-ink-300 px-2 py-1.5"
              aria-describedby={actionData?.error ? "purge-error" : undefined}
            />
          </label>
          <button type="submit" className={`${button} bg-brand-700 text-white hover:bg-brand-800`}>
            Count them
          </button>
        </Form>
      )}
      {actionData?.error && (
        <p id="purge-error" role="alert" className="mt-2 text-sm text-red-800">
          {actionData.error}
        </p>
      )}
    </>
  );
}
