import { redirect, type RouterContextProvider } from "react-router";
import { appServices, requestFacts } from "#app/.server/request-context.ts";
import { staffPaths } from "#shared/staff-paths.ts";
import type { SiteDb } from "#server/db/connection.ts";
import { readSessionToken } from "#shared/staff-cookies.ts";
import type { AppServices } from "#server/app-services.ts";
import type { StaffUser } from "#server/staff/staff-user.ts";
import type { StaffRuntime } from "#server/staff/runtime.ts";
import type { StaffRole } from "#server/db/tables/staff.ts";

export type { StaffUser } from "#server/staff/staff-user.ts";

type StaffArgs = { request: Request; context: Readonly<RouterContextProvider> };

/** `part` of the staff area, or the 503 the staff area answers while that part is not running. */
function running<T>(part: T | undefined): T {
  if (part === undefined)
    throw new Response("The staff area is unavailable", { status: 503, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return part;
}

/** The site database from the router context; a 503 while the lead pipeline is not running. */
export const staffDb = (context: Readonly<RouterContextProvider>): SiteDb => running(context.get(requestFacts).leads?.db);

/** The staff area's sessions, accounts and audit log from the router context; a 503 while they are not running. */
export const staffServices = (context: Readonly<RouterContextProvider>): NonNullable<AppServices["staff"]> =>
  running(appServices(context).staff);

/** The staff inbox's operations on the leads from the router context; a 503 while the lead pipeline is not running. */
export const staffLeadServices = (context: Readonly<RouterContextProvider>): NonNullable<AppServices["leads"]> =>
  running(appServices(context).leads);

/** The pages' stored Web Vitals from the router context; a 503 while the database is not open. */
export const staffVitals = (context: Readonly<RouterContextProvider>): NonNullable<AppServices["vitals"]> =>
  running(appServices(context).vitals);

/** The staff sign-in runtime from the router context; a 503 while it is not running. */
export function staffRuntime(context: Readonly<RouterContextProvider>): StaffRuntime {
  const staff = context.get(requestFacts).staff;
  if (!staff)
    throw new Response("The staff area is unavailable", { status: 503, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return staff;
}

/** The page to come back to after signing in: a staff path of this site, never another site. */
export function safeNext(raw: string | null | undefined): string {
  return raw && /^\/staff(?:[/?]|$)/.test(raw) && !raw.includes("\\") ? raw : staffPaths.home;
}

/** The signed-in staff member, if the request carries a valid session (no redirect: for pages anyone may open). */
export async function currentStaff({ request, context }: StaffArgs): Promise<StaffUser | undefined> {
  const token = readSessionToken(request);
  return token ? staffServices(context).sessions.validate(token) : undefined;
}

/** The words and the member of a refusal by role: the staff frame's error page names the role (app/routes/staff/layout.tsx). */
export type RoleRefusal = { error: string; user: { email: string; role: StaffRole } };

/**
 * The staff guard (staff-guard.ts) calls this once per request. No valid session: throws a redirect to the sign-in
 * page (which brings the member back here). A role not in `roles` (admin always passes): throws a 403.
 */
export async function requireStaff(args: StaffArgs, roles?: readonly StaffRole[]): Promise<StaffUser> {
  const user = await currentStaff(args);
  if (!user) {
    const url = new URL(args.request.url);
    const next = url.pathname.replace(/\.data$/, "") + url.search;
    throw redirect(`${staffPaths.signIn}?${new URLSearchParams({ next })}`);
  }
  if (roles && user.role !== "admin" && !roles.includes(user.role)) {
    const refusal: RoleRefusal = { error: "Your role may not open this page", user: { email: user.email, role: user.role } };
    throw Response.json(refusal, { status: 403 });
  }
  return user;
}
