import type { RouterContextProvider } from "react-router";
import { requestFacts } from "#app/.server/request-context.ts";
import { requireStaff, staffDb } from "#app/.server/staff/require-staff.ts";
import { requireSameOrigin } from "#app/.server/staff/same-origin.ts";
import { recordAudit } from "#server/staff/audit.ts";
import type { StaffRole } from "#server/db/tables/staff.ts";

type StaffArgs = { request: Request; context: Readonly<RouterContextProvider> };

/**
 * What every staff page needs after its checks: the member, the database, and the audit log with the member and
 * their address filled in. A state-changing request must come from this site (requireSameOrigin) first.
 */
export async function staffRequest(args: StaffArgs, roles: StaffRole[]) {
  requireSameOrigin(args.request);
  const user = await requireStaff(args, roles);
  const db = staffDb(args.context);
  const ip = args.context.get(requestFacts).clientIp;
  return {
    user,
    db,
    audit: (action: string, subject?: string, detail?: string) => recordAudit(db, { actor: user, action, subject, detail, ip }),
  };
}
