import type { Route } from "./+types/route";
import { requireStaff } from "#app/.server/staff/require-staff.ts";
import { staffPaths } from "#app/lib/staff-paths.ts";
import type { StaffRole } from "#server/db/tables/staff.ts";

/** What each role may open from the staff home (admin: everything). */
const DESTINATIONS: { href: string; label: string; roles: StaffRole[] }[] = [
  { href: staffPaths.leads, label: "Leads inbox", roles: ["sales"] },
  { href: staffPaths.insights, label: "Lead insights", roles: ["sales"] },
  { href: staffPaths.content, label: "Content", roles: ["editor"] },
  { href: staffPaths.contentPublish, label: "Publish content", roles: ["editor"] },
  { href: staffPaths.passkey, label: "Add a passkey", roles: ["sales", "editor"] },
  { href: staffPaths.audit, label: "Audit log", roles: [] },
];

export async function loader(args: Route.LoaderArgs) {
  const user = await requireStaff(args);
  return {
    links: DESTINATIONS.filter((link) => user.role === "admin" || link.roles.includes(user.role)).map(({ href, label }) => ({
      href,
      label,
    })),
  };
}

export const meta: Route.MetaFunction = () => [{ title: "Staff" }, { name: "robots", content: "noindex, nofollow" }];

export default function StaffHome({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="text-2xl font-semibold">Staff</h1>
      {loaderData.links.length ? (
        <ul className="mt-6 flex flex-col gap-3">
          {loaderData.links.map((link) => (
            <li key={link.href}>
              <a href={link.href} className="font-medium text-brand-700 underline">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4">Your role has nothing to open here yet.</p>
      )}
    </>
  );
}
