import { data, redirect, type RouterContextProvider } from "react-router";
import { staffMember } from "#app/.server/staff/staff-guard.ts";
import { readStaffForm } from "#app/.server/staff/staff-body.ts";
import { staffPaths } from "#shared/staff-paths.ts";
import type { LeadStatus } from "#server/db/tables/leads.ts";
import { staffLeadServices, staffServices } from "#app/.server/staff/require-staff.ts";

/** At most one page of leads at a time: what the list shows. */
const MAX_SELECTED = 50;

/** What each bulk action says once done, by its key in the redirect. */
export const BULK_DONE = {
  spam: "Moved to spam.",
  status: "Status saved.",
  owner: "Owner saved.",
} as const;

/** The bulk action's operation from its select: spam, `status:<status>` or `owner:me` / `owner:none`. */
type Operation = { kind: "spam" } | { kind: "status"; status: LeadStatus } | { kind: "owner"; owner: "me" | "none" };

function operationOf(raw: string, statuses: readonly LeadStatus[]): Operation | undefined {
  if (raw === "spam") return { kind: "spam" };
  const [kind, value = ""] = raw.split(":");
  if (kind === "status" && statuses.includes(value as LeadStatus)) return { kind, status: value as LeadStatus };
  if (kind === "owner" && (value === "me" || value === "none")) return { kind, owner: value };
  return undefined;
}

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/**
 * The inbox's bulk action: the selected leads (checkboxes), one operation, each lead changed and audited as its own
 * page's action would, then back to the same list (post, redirect, get). A lead that no longer exists is skipped.
 */
export async function inboxBulkAction(args: Args) {
  const { user, audit } = staffMember(args);
  const leads = staffLeadServices(args.context);
  const form = (await readStaffForm(args.request)) ?? new FormData();
  const ids = [...new Set(form.getAll("lead").map(String))].filter((id) => id.length <= 40);
  const operation = operationOf(String(form.get("operation") ?? ""), leads.statuses);
  if (!ids.length) return data({ error: "Select at least one lead first." }, { status: 400 });
  if (ids.length > MAX_SELECTED) return data({ error: `Select at most ${MAX_SELECTED} leads at a time.` }, { status: 400 });
  if (!operation) return data({ error: "Choose what to do with the selected leads." }, { status: 400 });
  const flow = leads.workflow;
  const now = new Date().toISOString();
  let changed = 0;
  for (const id of ids) {
    if (operation.kind === "spam") {
      const outcome = await flow.markSpam(id, now);
      if (outcome === "done") await audit("lead.spam", id, "bulk");
      if (outcome === "done" || outcome === "already") changed++;
    } else if (operation.kind === "status") {
      if (await flow.setStatus(id, operation.status)) {
        await audit("lead.status", id, `→ ${operation.status} (bulk)`);
        changed++;
      }
    } else {
      const owner = operation.owner === "me" ? await staffServices(args.context).accounts.byId(user.accountId) : undefined;
      if (await flow.setOwner(id, owner?.id ?? null)) {
        await audit("lead.owner", id, owner ? `owner ${owner.email}` : "no owner");
        changed++;
      }
    }
  }
  const back = new URL(args.request.url);
  back.searchParams.delete("index");
  back.searchParams.set("done", operation.kind);
  back.searchParams.set("changed", String(changed));
  return redirect(`${staffPaths.leads}${back.search}`);
}
