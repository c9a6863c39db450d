import type { StaffRole } from "#server/db/tables/staff.ts";
import { staffPaths } from "#shared/staff-paths.ts";

/**
 * Who may open a staff path: "anyone" (the sign-in steps), "member" (any signed-in role), or the roles listed. An
 * admin opens everything, so admin is never listed. The staff guard (app/.server/staff/staff-guard.ts) enforces this
 * map; the staff home shows the links it allows.
 */
export type StaffAccess = "anyone" | "member" | readonly StaffRole[];

/** The one access map: each entry covers its path and every path below it; the most specific entry wins. */
const STAFF_ACCESS: readonly (readonly [path: string, access: StaffAccess])[] = [
  // The sign-in page, its mailed link and its passkey step.
  [staffPaths.signIn, "anyone"],
  [staffPaths.signOut, "anyone"],
  // Adding a passkey, and its JSON steps.
  [staffPaths.passkey, "member"],
  [staffPaths.audit, ["admin"]],
  [staffPaths.leadsPurge, ["admin"]],
  // The insights: the leads' figures for sales, the page speed for editors (the page shows each what it may see).
  [staffPaths.insights, ["sales", "editor"]],
  // The inbox, each lead and the export.
  [staffPaths.leads, ["sales"]],
  // The content editor, its API, the preview, the link check and publishing.
  [staffPaths.content, ["editor"]],
  [staffPaths.contentApi, ["editor"]],
  [staffPaths.contentPreview("/"), ["editor"]],
  [staffPaths.contentPublish, ["editor"]],
  [staffPaths.contentLinks, ["editor"]],
  [staffPaths.home, "member"],
];

const covers = (entry: string, pathname: string) => pathname === entry || pathname.startsWith(`${entry}/`);

/** The access of a staff path (a data request's `.data` URL counts as its page's). Unknown staff paths need a session. */
export function staffAccess(pathname: string): StaffAccess {
  const page = pathname.replace(/\.data$/, "");
  const matching = STAFF_ACCESS.filter(([entry]) => covers(entry, page));
  const specific = matching.reduce<(typeof STAFF_ACCESS)[number] | undefined>(
    (best, entry) => (best && best[0].length >= entry[0].length ? best : entry),
    undefined,
  );
  return specific ? specific[1] : "member";
}

/** Whether a signed-in member of `role` may open `pathname`. */
export function mayOpen(role: StaffRole, pathname: string): boolean {
  const access = staffAccess(pathname);
  return typeof access === "string" || role === "admin" || access.includes(role);
}
