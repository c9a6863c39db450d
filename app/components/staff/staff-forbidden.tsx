import { staffPaths } from "#shared/staff-paths.ts";
import type { StaffRole } from "#server/db/tables/staff.ts";
import { ROLE_NAMES } from "./staff-frame";

/** What a signed-in member sees on a staff page their role may not open (the server answers 403). */
export function StaffForbidden({ role }: { role?: StaffRole }) {
  return (
    <>
      <h1 className="text-2xl font-semibold">This page is not open to your role</h1>
      <p className="mt-4 max-w-prose">
        {role ? `You are signed in with the ${ROLE_NAMES[role]} role, and this page belongs to another role. ` : ""}
        If your work needs it, ask an admin to change your role.
      </p>
      <p className="mt-6">
        <a href={staffPaths.home} className="font-medium text-brand-700 underline">
          Back to the staff home
        </a>
      </p>
    </>
  );
}
