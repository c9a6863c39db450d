import { staffPaths } from "#shared/staff-paths.ts";

/**
 * Every place the staff area links to from its home, in order: `label` in the staff bar (only those `inBar`),
 * `homeLabel` on the staff home. Which a member sees is the access map's to say (app/lib/staff-access.ts).
 */
export const STAFF_DESTINATIONS = [
  { href: staffPaths.leads, label: "Leads", homeLabel: "Leads inbox", inBar: true },
  { href: staffPaths.insights, label: "Insights", homeLabel: "Insights", inBar: true },
  { href: staffPaths.content, label: "Content", homeLabel: "Content", inBar: true },
  { href: staffPaths.contentPublish, label: "Publish", homeLabel: "Publish content", inBar: true },
  { href: staffPaths.contentLinks, label: "Links", homeLabel: "Check outbound links", inBar: false },
  { href: staffPaths.passkey, label: "Passkey", homeLabel: "Add a passkey", inBar: false },
  { href: staffPaths.audit, label: "Audit log", homeLabel: "Audit log", inBar: true },
] as const;

/** The staff bar's sections, in order. */
export const STAFF_SECTIONS = STAFF_DESTINATIONS.filter((destination) => destination.inBar);

/** The section a staff path belongs to: the longest section address it falls under. */
export function currentSection(pathname: string): string | undefined {
  return STAFF_SECTIONS.map((section) => section.href)
    .filter((href) => pathname === href || pathname.startsWith(`${href}/`))
    .sort((a, b) => b.length - a.length)[0];
}
