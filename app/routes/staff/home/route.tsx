import type { Route } from "./+types/route";
import { staffMember } from "#app/.server/staff/staff-guard.ts";
import { staffPaths } from "#app/lib/staff-paths.ts";
import { mayOpen } from "#app/lib/staff-access.ts";

/** The staff home's links; who sees each is the access map's to say (app/lib/staff-access.ts). */
const DESTINATIONS: { href: string; label: string }[] = [
  { href: staffPaths.leads, label: "Leads inbox" },
  { href: staffPaths.insights, label: "Lead insights" },
  { href: staffPaths.content, label: "Content" },
  { href: staffPaths.contentPublish, label: "Publish content" },
  { href: staffPaths.contentLinks, label: "Check outbound links" },
  { href: staffPaths.passkey, label: "Add a passkey" },
  { href: staffPaths.audit, label: "Audit log" },
];

export function loader(args: Route.LoaderArgs) {
  const { user } = staffMember(args);
  return { links: DESTINATIONS.filter((link) => mayOpen(user.role, link.href)) };
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
