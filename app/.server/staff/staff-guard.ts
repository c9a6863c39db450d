import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { appServices, requestFacts } from "#app/.server/request-context.ts";
import { staffAccess } from "#app/lib/staff-access.ts";
import type { SiteDb } from "#server/db/connection.ts";
import type { LeadClock } from "#server/leads/lead-clock.ts";
import { requireStaff, staffDb, staffServices, type StaffUser } from "./require-staff";
import { requireSameOrigin } from "./same-origin";

type StaffArgs = { request: Request; context: Readonly<RouterContextProvider> };

/** What a staff loader or action gets from the guard: the member, the database, and the audit log filled in for them. */
export type StaffMember = {
  user: StaffUser;
  db: SiteDb;
  audit: (action: string, subject?: string, detail?: string) => Promise<void>;
  /** The inbox's clock: what day it is for follow-ups and the Overdue view. */
  clock: LeadClock;
};

/** The member let through, or the refusal by role that a page's loaders throw (see staffPageGuard). */
const staffMemberContext = createContext<StaffMember | { refusal: Response } | null>(null);

/**
 * The staff area's one guard, run once per request before any staff loader or action: a state-changing request must
 * come from this site by the one origin rule (403), and a path that needs a session (app/lib/staff-access.ts) gets
 * the member checked (a redirect to sign in, or 403 for the role) and put in the context for staffMember().
 */
export async function guardStaffRequest({ request, context }: StaffArgs, { deferRoleRefusal = false } = {}): Promise<void> {
  // Without the server's services (no server passed any) only the request's own origin counts; nothing else runs then.
  requireSameOrigin(request, context.get(requestFacts).services?.origins ?? { extra: [] });
  const access = staffAccess(new URL(request.url).pathname);
  if (access === "anyone") return;
  const roles = access === "member" ? undefined : access;
  let user: StaffUser;
  try {
    user = await requireStaff({ request, context }, roles);
  } catch (refused) {
    if (!deferRoleRefusal || !(refused instanceof Response) || refused.status !== 403) throw refused;
    context.set(staffMemberContext, { refusal: refused });
    return;
  }
  const db = staffDb(context);
  const { clientIp: ip, leads } = context.get(requestFacts);
  const staff = staffServices(context);
  context.set(staffMemberContext, {
    user,
    db,
    clock: leads?.clock ?? appServices(context).clock(),
    audit: (action, subject, detail) => staff.audit({ actor: user, action, subject, detail, ip }),
  });
}

/** The guard of the staff API doors and resource routes (the editor's API, the export, the preview, sign-in steps). */
export const staffGuard: MiddlewareFunction<Response> = async (args, next) => {
  await guardStaffRequest(args);
  return next();
};

/**
 * The guard of the routes that render a page (the staff layout, the full-window editor). The same checks, but a
 * refusal by role is thrown by the page's loaders and actions (staffMember), not here: React Router renders an error
 * thrown by a middleware at the root's boundary without any loader's data, where the staff frame could not say it.
 * Every loader and action of such a route calls staffMember() first, so none runs for a role the map refuses.
 */
export const staffPageGuard: MiddlewareFunction<Response> = async (args, next) => {
  await guardStaffRequest(args, { deferRoleRefusal: true });
  return next();
};

/** The member the guard let through. A route without the guard in its middleware fails loudly here, never open. */
export function staffMember({ context }: { context: Readonly<RouterContextProvider> }): StaffMember {
  const member = context.get(staffMemberContext);
  if (!member) throw new Error("This staff route has no staff guard in its middleware");
  if ("refusal" in member) throw member.refusal.clone();
  return member;
}
