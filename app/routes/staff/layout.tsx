import { Outlet, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/layout";
import type { RoleRefusal } from "#app/.server/staff/require-staff.ts";
import { staffMember, staffPageGuard } from "#app/.server/staff/staff-guard.ts";
import { RouteErrorPage } from "#app/components/sections/error-page.tsx";
import { StaffForbidden } from "#app/components/staff/staff-forbidden.tsx";
import { StaffFrame } from "#app/components/staff/staff-frame.tsx";
import { mayOpen } from "#app/lib/staff-access.ts";
import { staffPaths } from "#shared/staff-paths.ts";
import { STAFF_SECTIONS } from "#app/lib/staff-sections.ts";
import { staffLeadServices } from "#app/.server/staff/require-staff.ts";

// The staff guard checks every page inside once, before any loader or action runs (app/lib/staff-access.ts: who
// may open what); the loaders read the member it let through.
export const middleware: Route.MiddlewareFunction[] = [staffPageGuard];

export async function loader(args: Route.LoaderArgs) {
  const { user } = staffMember(args);
  const sections = STAFF_SECTIONS.filter((section) => mayOpen(user.role, section.href));
  // The Leads link carries the member's unread count (leads of the last 30 days they have not opened).
  const leads = mayOpen(user.role, staffPaths.leads) ? staffLeadServices(args.context) : undefined;
  const count = leads ? await leads.reads.unreadCount(user.accountId) : 0;
  const unread = leads && count > leads.unreadCap ? `${leads.unreadCap}+` : count > 0 ? String(count) : undefined;
  return { user: { email: user.email, role: user.role }, sections, unread };
}

/** The member a refusal by role names: the guard refuses before this layout's loader runs, so its data is absent. */
const refusedMember = (error: unknown) =>
  isRouteErrorResponse(error) && error.status === 403 ? (error.data as Partial<RoleRefusal> | null | undefined)?.user : undefined;
const refused = (error: unknown) => refusedMember(error) !== undefined;

export const meta: Route.MetaFunction = ({ error, matches }) =>
  refused(error)
    ? [{ title: "Not open to your role" }, { name: "robots", content: "noindex, nofollow" }]
    : (matches.find((match) => match?.id === "root")?.meta ?? []);

export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  return (
    <StaffFrame user={loaderData.user} sections={loaderData.sections} unread={loaderData.unread}>
      <Outlet />
    </StaffFrame>
  );
}

// A page the member's role may not open (the guard's 403) is answered in the staff frame, in words; any other
// error gets the site's error page, as from the root.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (refused(error)) {
    return (
      <StaffFrame user={refusedMember(error)}>
        <StaffForbidden role={refusedMember(error)?.role} />
      </StaffFrame>
    );
  }
  if (!isRouteErrorResponse(error) || error.status >= 500) console.error(error);
  return <RouteErrorPage error={error} />;
}
