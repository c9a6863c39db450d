import type { Route } from "./+types/route";
import { staffMember } from "#app/.server/staff/staff-guard.ts";
import { staffPaths } from "#shared/staff-paths.ts";
import { mayOpen } from "#app/lib/staff-access.ts";
import { STAFF_DESTINATIONS } from "#app/lib/staff-sections.ts";
import { staffLeadServices } from "#app/.server/staff/require-staff.ts";
import type { InboxView } from "#server/leads/lead-inbox.ts";

/** The inbox's views a salesperson starts the day from, each counted and linked. */
const VIEW_COUNTS: { view: InboxView; label: string }[] = [
  { view: "new", label: "New" },
  { view: "unassigned", label: "Unassigned" },
  { view: "mine", label: "Mine" },
  { view: "overdue", label: "Overdue follow-ups" },
];
/** Counts stop here ("999+"): the figure says where to look, not how big the backlog is exactly. */
const COUNT_SHOWN = 999;

export async function loader(args: Route.LoaderArgs) {
  const { user, clock } = staffMember(args);
  const today = clock.today();
  const counts = mayOpen(user.role, staffPaths.leads)
    ? await Promise.all(
        VIEW_COUNTS.map(async ({ view, label }) => {
          const n = await staffLeadServices(args.context).inbox.count(
            { query: "", box: "inbox", view, me: user.accountId, today },
            COUNT_SHOWN,
          );
          return { label, href: `${staffPaths.leads}?view=${view}`, count: n > COUNT_SHOWN ? `${COUNT_SHOWN}+` : String(n) };
        }),
      )
    : [];
  const links = STAFF_DESTINATIONS.filter((link) => mayOpen(user.role, link.href)).map(({ href, homeLabel }) => ({
    href,
    label: homeLabel,
  }));
  return { links, counts };
}

export const meta: Route.MetaFunction = () => [{ title: "Staff" }, { name: "robots", content: "noindex, nofollow" }];

export default function StaffHome({ loaderData }: Route.ComponentProps) {
  const { links, counts } = loaderData;
  return (
    <>
      <h1 className="text-2xl font-semibold">Staff</h1>
      {counts.length > 0 && (
        <section aria-labelledby="inbox-counts" className="mt-6">
          <h2 id="inbox-counts" className="text-lg font-semibold">
            The inbox now
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {counts.map((item) => (
              <li key={item.href}>
                <a href={item.href} className="block rounded border border-ink-200 p-4 hover:border-brand-700">
                  <span className="block text-3xl font-semibold text-brand-900">{item.count}</span>
                  <span className="mt-1 block text-sm font-medium text-brand-700 underline">{item.label}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {links.length ? (
        <ul className="mt-8 flex flex-col gap-3">
          {links.map((link) => (
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
