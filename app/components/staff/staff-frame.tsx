import type { ReactNode } from "react";
import { Form } from "react-router";
import { staffPaths } from "#app/lib/staff-paths.ts";
import type { StaffRole } from "#server/db/tables/staff.ts";

const ROLE_NAMES: Record<StaffRole, string> = { sales: "Sales", editor: "Editor", admin: "Admin" };

/**
 * The staff area's plain frame: no public header, footer or cookie notice, and never indexed (React places the
 * meta element in the document head).
 */
export function StaffFrame({ user, children }: { user?: { email: string; role: StaffRole }; children: ReactNode }) {
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
      </header>
      <div className="mx-auto max-w-6xl px-4 py-8">{children}</div>
    </>
  );
}

export { ROLE_NAMES };
