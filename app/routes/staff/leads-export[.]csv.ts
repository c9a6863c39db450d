import type { Route } from "./+types/leads-export[.]csv";
import { staffGuard, staffMember } from "#app/.server/staff/staff-guard.ts";
import { CSV_HEADER, leadCsvLine } from "#shared/lead-csv.ts";
import { staffLeadServices } from "#app/.server/staff/require-staff.ts";

/**
 * The inbox's current filter as CSV, with the CLI's formula-safe cells (shared/lead-csv.ts), streamed in
 * batches. Recorded in the audit log with the filter it used and its count, which the timeline of each lead it
 * included reads (server/leads/export-audit.ts).
 */
export const middleware: Route.MiddlewareFunction[] = [staffGuard];

export async function loader(args: Route.LoaderArgs) {
  const { user, audit, clock } = staffMember(args);
  const { inbox } = staffLeadServices(args.context);
  const { filter } = inbox.readFilter(new URL(args.request.url).searchParams, user.accountId, clock.now());
  await audit(inbox.exportAudit.action, inbox.exportAudit.subject, await inbox.exportAuditDetail(filter));
  const leads = inbox.exportRows(filter);
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(CSV_HEADER));
    },
    async pull(controller) {
      let chunk = "";
      for (let n = 0; n < 500; n++) {
        const next = await leads.next();
        if (next.done) {
          if (chunk) controller.enqueue(encoder.encode(chunk));
          controller.close();
          return;
        }
        chunk += leadCsvLine(next.value);
      }
      controller.enqueue(encoder.encode(chunk));
    },
    async cancel() {
      await leads.return(undefined);
    },
  });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${day}.csv"`,
    },
  });
}
