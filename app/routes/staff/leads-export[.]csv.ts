import type { Route } from "./+types/leads-export[.]csv";
import { staffGuard, staffMember } from "#app/.server/staff/staff-guard.ts";
import { CSV_HEADER, leadCsvLine } from "#shared/lead-csv.ts";
import { EXPORT_AUDIT, exportAuditDetail } from "#server/leads/export-audit.ts";
import { inboxLeads, readInboxFilter } from "#server/leads/lead-inbox.ts";

/**
 * The inbox's current filter as CSV, with the CLI's formula-safe cells (shared/lead-csv.ts), streamed in
 * batches. Recorded in the audit log with the filter it used and its count, which the timeline of each lead it
 * included reads (server/leads/export-audit.ts).
 */
export const middleware: Route.MiddlewareFunction[] = [staffGuard];

export async function loader(args: Route.LoaderArgs) {
  const { user, db, audit, clock } = staffMember(args);
  const { filter } = readInboxFilter(new URL(args.request.url).searchParams, user.accountId, clock.now());
  await audit(EXPORT_AUDIT.action, EXPORT_AUDIT.subject, await exportAuditDetail(db, filter));
  const leads = inboxLeads(db, filter);
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
