import { Outlet, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/layout";
import { requireStaff } from "#app/.server/staff/require-staff.ts";
import { RouteErrorPage } from "#app/components/sections/error-page.tsx";
import { StaffForbidden } from "#app/components/staff/staff-forbidden.tsx";
import { StaffFrame } from "#app/components/staff/staff-frame.tsx";

// Every page inside needs a session; each child's loader and action still calls requireStaff itself (loaders run
// in parallel, so this one cannot guard them).
export async function loader(args: Route.LoaderArgs) {
  const { email, role } = await requireStaff(args);
  return { user: { email, role } };
}

const refused = (error: unknown) => isRouteErrorResponse(error) && error.status === 403;

export const meta: Route.MetaFunction = ({ error, matches }) =>
  refused(error)
    ? [{ title: "Not open to your role" }, { name: "robots", content: "noindex, nofollow" }]
    : (matches.find((match) => match?.id === "root")?.meta ?? []);

export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  return (
    <StaffFrame user={loaderData.user}>
      <Outlet />
    </StaffFrame>
  );
}

// A page the member's role may not open (requireStaff's 403) is answered in the staff frame, in words; any other
// error gets the site's error page, as from the root.
export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  if (refused(error)) {
    return (
      <StaffFrame user={loaderData?.user}>
        <StaffForbidden role={loaderData?.user.role} />
      </StaffFrame>
    );
  }
  if (!isRouteErrorResponse(error) || error.status >= 500) console.error(error);
  return <RouteErrorPage error={error} />;
}
