import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { requestFacts } from "#app/.server/request-context.ts";
import { staffAccess } from "#app/lib/staff-access.ts";
import type { SiteDb } from "#server/db/connection.ts";
import { recordAudit } from "#server/staff/audit.ts";
import { requireStaff, staffDb, type StaffUser } from "./require-staff";
import { requireSameOrigin } from "./same-origin";

type StaffArgs = { request: Request; context: Readonly<RouterContextProvider> };

/** What a staff loader or action gets from the guard: the member, the database, and the audit log filled in for them. */
export type StaffMember = {
  user: StaffUser;
  db: SiteDb;
  audit: (action: string, subject?: string, detail?: string) => Promise<void>;
};

const staffMemberContext = createContext<StaffMember | null>(null);

/**
 * The staff area's one guard, run once per request before any staff loader or action: a state-changing request must
 * come from this site by the one origin rule (403), and a path that needs a session (app/lib/staff-access.ts) gets
 * the member checked (a redirect to sign in, or 403 for the role) and put in the context for staffMember().
 */
export async function guardStaffRequest({ request, context }: StaffArgs): Promise<void> {
  requireSameOrigin(request);
  const access = staffAccess(new URL(request.url).pathname);
  if (access === "anyone") return;
  const user = await requireStaff({ request, context }, access === "member" ? undefined : access);
  const db = staffDb(context);
  const ip = context.get(requestFacts).clientIp;
  context.set(staffMemberContext, {
    user,
    db,
    audit: (action, subject, detail) => recordAudit(db, { actor: user, action, subject, detail, ip }),
  });
}

/** The middleware every staff route module declares (the staff layout covers the pages inside it). */
export const staffGuard: MiddlewareFunction<Response> = async (args, next) => {
  await guardStaffRequest(args);
  return next();
};

/** The member the guard let through. A route without the guard in its middleware fails loudly here, never open. */
export function staffMember({ context }: { context: Readonly<RouterContextProvider> }): StaffMember {
  const member = context.get(staffMemberContext);
  if (!member) throw new Error("This staff route has no staff guard in its middleware");
  return member;
}
