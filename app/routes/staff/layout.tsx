import { Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { requireStaff } from "#app/.server/staff/require-staff.ts";
import { StaffFrame } from "#app/components/staff/staff-frame.tsx";

// Every page inside needs a session; each child's loader and action still calls requireStaff itself (loaders run
// in parallel, so this one cannot guard them).
export async function loader(args: Route.LoaderArgs) {
  const { email, role } = await requireStaff(args);
  return { user: { email, role } };
}

export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  return (
    <StaffFrame user={loaderData.user}>
      <Outlet />
    </StaffFrame>
  );
}
