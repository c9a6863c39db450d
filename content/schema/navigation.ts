import { z } from "zod";
import { internalPath, nonEmpty, href } from "./fragments";

const navLink = z.strictObject({
  label: nonEmpty(),
  href: href(),
  description: z.string().optional(),
});

const headerMenu = z.strictObject({
  label: nonEmpty(),
  /** Route prefixes that mark this menu active. */
  activeFor: z.array(internalPath()),
  items: z.array(navLink).min(1),
});

export const navigationSchema = z.strictObject({
  /** The header's menus and plain links, in the order the desktop bar and the phone menu show them. */
  header: z.array(z.union([headerMenu, navLink.extend({ href: internalPath() })])),
  careers: navLink,
  contact: navLink,
  cookieNotice: z.strictObject({ text: nonEmpty(), link: z.strictObject({ label: nonEmpty(), href: href() }), accept: nonEmpty() }),
  /** Follows "© year copyright holder" in the footer. */
  rightsReserved: nonEmpty(),
  /** The trail above an inner page's title: its accessible name and the first crumb's label. */
  breadcrumbs: z.strictObject({ label: nonEmpty(), home: nonEmpty() }),
  footer: z.array(z.strictObject({ title: nonEmpty(), links: z.array(navLink).min(1) })).length(4),
});

export type Navigation = z.infer<typeof navigationSchema>;
/** What the header, the phone menu and the cookie notice use: the footer is rendered on the server only. */
export type HeaderNavigation = Omit<Navigation, "footer" | "rightsReserved" | "breadcrumbs">;
export type NavLink = z.infer<typeof navLink>;
export type HeaderEntry = Navigation["header"][number];
export type HeaderMenu = z.infer<typeof headerMenu>;

/** A menu whose links are made from a collection (services family by family, industries in order): its own words. */
const derivedMenu = z
  .object({ label: nonEmpty(), activeFor: z.array(internalPath()), allLabel: nonEmpty() })
  .describe("The menu's own words. Its links are made from the collection, in its order, so a new entry appears here without an edit.");
const footerColumn = z.strictObject({ title: nonEmpty() });

/**
 * content/navigation.yaml: the words and hand-picked links of the menus. The service and industry links are made
 * from their collections, and the careers link from the company facts (app/.server/content/navigation.ts).
 */
export const navigationFileSchema = z.strictObject({
  about: headerMenu,
  services: derivedMenu,
  industries: derivedMenu,
  partnership: navLink.extend({ href: internalPath() }),
  resources: headerMenu,
  careers: z.strictObject({ label: nonEmpty() }),
  contact: navLink,
  cookieNotice: navigationSchema.shape.cookieNotice,
  rightsReserved: navigationSchema.shape.rightsReserved,
  breadcrumbs: navigationSchema.shape.breadcrumbs,
  footer: z.strictObject({
    about: footerColumn.extend({
      aboutLinks: z.number().int().min(0).describe("How many of the About Us menu's first links open this column, before the links below."),
      more: z.array(navLink),
    }),
    services: footerColumn,
    industries: footerColumn,
    resources: footerColumn.extend({
      resourceLinks: z
        .number()
        .int()
        .min(0)
        .describe("How many of the Resources menu's first links open this column, before the links below."),
      more: z.array(navLink),
    }),
  }),
});
export type NavigationFile = z.infer<typeof navigationFileSchema>;
