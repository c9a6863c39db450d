import { z } from "zod";
import { ctaLink, href, iconName, nonEmpty, pageHero, pageMeta, sectionHeading } from "./fragments";

const listPage = () => z.strictObject({ meta: pageMeta(), hero: pageHero(), breadcrumb: nonEmpty(), feedTitle: nonEmpty() });
const cta = () => sectionHeading().extend({ action: ctaLink() });

/** The words of /resources, its lists and its detail pages (the entries themselves are Markdown). */
export const resourcesPageSchema = z.strictObject({
  hub: z.strictObject({
    meta: pageMeta(),
    hero: pageHero(),
    breadcrumb: nonEmpty(),
    feedTitle: nonEmpty(),
    sections: sectionHeading(),
    /** One card per kind of resource; `latest` names the newest entry where the kind is a collection here. */
    cards: z.array(z.strictObject({ title: nonEmpty(), line: nonEmpty(), href: href(), icon: iconName() })).min(1),
    latest: z.string().includes("{title}"),
    library: sectionHeading(),
  }),
  lists: z.strictObject({ blogs: listPage(), whitepapers: listPage(), "case-studies": listPage() }),
  /** The singular name of each kind, on cards and above a detail page's title. */
  kindNames: z.strictObject({ blogs: nonEmpty(), whitepapers: nonEmpty(), "case-studies": nonEmpty() }),
  card: z.strictObject({ readingTime: z.string().includes("{minutes}"), tags: nonEmpty() }),
  filters: z.strictObject({
    legend: nonEmpty(),
    type: nonEmpty(),
    anyType: nonEmpty(),
    industry: nonEmpty(),
    anyIndustry: nonEmpty(),
    service: nonEmpty(),
    anyService: nonEmpty(),
    apply: nonEmpty(),
    clear: nonEmpty(),
    /** {from}, {to} and {count} of the filtered entries. */
    showing: z.string().includes("{count}"),
    empty: z.strictObject({ title: nonEmpty(), text: nonEmpty() }),
    /** {value} is what the address asked for, {filter} the filter's label. */
    unknownValue: z.string().includes("{value}").includes("{filter}"),
    /** {value} is the page asked for, {count} the number of pages. */
    unknownPage: z.string().includes("{value}").includes("{count}"),
    pagination: z.strictObject({ label: nonEmpty(), previous: nonEmpty(), next: nonEmpty(), page: z.string().includes("{page}") }),
  }),
  feedLink: nonEmpty(),
  detail: z.strictObject({
    published: z.string().includes("{date}"),
    author: z.string().includes("{author}"),
    tocTitle: nonEmpty(),
    client: nonEmpty(),
    sector: nonEmpty(),
    audience: nonEmpty(),
    download: nonEmpty(),
    outcomes: sectionHeading(),
    related: sectionHeading(),
    cta: z.strictObject({ blogs: cta(), whitepapers: cta(), "case-studies": cta() }),
  }),
});

export type ResourcesPage = z.infer<typeof resourcesPageSchema>;
