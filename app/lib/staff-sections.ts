import { staffPaths } from "#shared/staff-paths.ts";

/** The staff bar's sections, in order; which a member sees is the access map's to say (app/lib/staff-access.ts). */
export const STAFF_SECTIONS = [
  { href: staffPaths.leads, label: "Leads" },
  { href: staffPaths.insights, label: "Insights" },
  { href: staffPaths.content, label: "Content" },
  { href: staffPaths.contentPublish, label: "Publish" },
  { href: staffPaths.audit, label: "Audit log" },
] as const;

/** The section a staff path belongs to: the longest section address it falls under. */
export function currentSection(pathname: string): string | undefined {
  return STAFF_SECTIONS.map((section) => section.href)
    .filter((href) => pathname === href || pathname.startsWith(`${href}/`))
    .sort((a, b) => b.length - a.length)[0];
}
