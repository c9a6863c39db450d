import type { ReactNode } from "react";
import { Form, useLocation } from "react-router";
import { staffPaths } from "#shared/staff-paths.ts";
import { currentSection } from "#app/lib/staff-sections.ts";
import type { StaffRole } from "#server/db/tables/staff.ts";

const ROLE_NAMES: Record<StaffRole, string> = { sales: "Sales", editor: "Editor", admin: "Admin" };

/**
 * The staff area's plain frame: no public header, footer or cookie notice, and never indexed (React places the
 * meta element in the document head).
 */
export function StaffFrame({
  user,
  sections = [],
  unread,
  children,
}: {
  user?: { email: string; role: StaffRole };
  sections?: readonly { href: string; label: string }[];
  /** The Leads badge: the member's unread count as shown ("3", "99+"), absent when none. */
  unread?: string;
  children: ReactNode;
}) {
  return (
    <>
      <meta name="robots" content="noindex, nofollow" />
      <header className="border-b border-ink-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-3">
          <a href={staffPaths.home} className="font-semibold text-brand-900">
            Lumenor staff
          </a>
          {user && (
            <div className="flex flex-wrap items-center gap-4 text-sm">
              <span>
                <span className="font-medium">{user.email}</span> · {ROLE_NAMES[user.role]}
              </span>
              <Form method="post" action={staffPaths.signOut}>
                <button type="submit" className="rounded border border-ink-300 px-3 py-1 font-medium hover:bg-ink-100">
                  Sign out
                </button>
              </Form>
            </div>
          )}
        </div>
        {sections.length > 0 && <StaffBar sections={sections} unread={unread} />}
      </header>
      <div className="mx-auto max-w-6xl px-4 py-8">{children}</div>
    </>
  );
}

export { ROLE_NAMES };

/** One bar on every staff page: the sections the member's role opens, the current one marked, Leads with its unread count. */
function StaffBar({ sections, unread }: { sections: readonly { href: string; label: string }[]; unread?: string }) {
  const current = currentSection(useLocation().pathname);
  return (
    <nav aria-label="Staff sections" className="mx-auto max-w-6xl overflow-x-auto px-4">
      <ul className="flex gap-1 text-sm">
        {sections.map((section) => (
          <li key={section.href}>
            <a
              href={section.href}
              aria-current={section.href === current ? "page" : undefined}
              className={`flex items-center gap-2 border-b-2 px-3 py-2 font-medium whitespace-nowrap ${section.href === current ? "border-brand-700 text-brand-900" : "border-transparent text-brand-700 hover:border-ink-300"}`}
            >
              {section.label}
              {section.href === staffPaths.leads && unread && (
                <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                  {unread}
                  <span className="sr-only"> unread</span>
                </span>
              )}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
