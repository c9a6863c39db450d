import type { Route } from "./+types/route";
import { LeadActivity, LeadFacts, LeadNeighbours, LeadNotes, LeadNotification, LeadSpam, LeadWorkflow } from "./lead-panels";
import { leadPageAction, leadPageData } from "#app/.server/staff/lead-page.ts";
import { AllLeadsLink } from "#app/components/staff/all-leads-link.tsx";

export const loader = (args: Route.LoaderArgs) => leadPageData(args);

export const action = (args: Route.ActionArgs) => leadPageAction(args);

export const meta: Route.MetaFunction = () => [{ title: "Lead · Staff" }, { name: "robots", content: "noindex, nofollow" }];

export default function LeadPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lead, notice } = loaderData;
  const error = (intent: string) => (actionData && actionData.intent === intent ? actionData.error : undefined);
  return (
    <>
      <AllLeadsLink />
      <h1 className="mt-2 text-2xl font-semibold break-words">
        {lead.fullName || "(no name)"}
        {lead.organisation ? <span className="font-normal">, {lead.organisation}</span> : null}
      </h1>
      <p className="mt-1 text-sm">Lead reference {lead.id}</p>
      {notice && (
        <p role="status" className="mt-4 rounded border border-green-700 bg-green-50 px-3 py-2 text-sm text-green-900">
          {notice}
        </p>
      )}
      <div className="mt-6 grid gap-8 lg:grid-cols-[3fr_2fr]">
        <div className="grid gap-8">
          <LeadFacts lead={lead} />
          <LeadNotes leadId={lead.id} notes={loaderData.notes} error={error("note") ?? error("note-edit") ?? error("note-delete")} />
          <LeadActivity activity={loaderData.activity} />
        </div>
        {/* On a phone, status and owner come first: they are what a salesperson changes. */}
        <div className="order-first grid content-start gap-8 lg:order-none">
          <LeadWorkflow data={loaderData} errors={{ status: error("status"), owner: error("owner"), followUp: error("follow-up") }} />
          <LeadNotification leadId={lead.id} notification={loaderData.notification} error={error("resend")} />
          <LeadSpam lead={lead} error={error("spam") ?? error("not-spam")} />
        </div>
      </div>
      <LeadNeighbours newer={loaderData.newer} older={loaderData.older} />
    </>
  );
}
