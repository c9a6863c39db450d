import { z } from "zod";
import { ctaLink, nonEmpty, pageHero, pageMeta, sectionHeading, slug } from "./fragments";

// The copy of pages that are not collections: headings, leads, intros.
/** Every word of the contact form beyond the validation messages (shared, used by server and browser alike). */
export const contactFormCopySchema = z.strictObject({
  labels: z.strictObject({
    fullName: nonEmpty(),
    jobTitle: nonEmpty(),
    organisation: nonEmpty(),
    phone: nonEmpty(),
    email: nonEmpty(),
    message: nonEmpty(),
  }),
  messagePlaceholder: nonEmpty(),
  honeypotLabel: nonEmpty(),
  requiredNote: nonEmpty(),
  send: nonEmpty(),
  sending: nonEmpty(),
  successNote: nonEmpty(),
  invalidOne: nonEmpty(),
  /** {count} is replaced by the number of fields. */
  invalidMany: z.string().includes("{count}"),
  failureTitle: nonEmpty(),
  failures: z.strictObject({ network: nonEmpty(), unavailable: nonEmpty(), "rate-limited": nonEmpty(), refused: nonEmpty() }),
  /** Followed by the email link, `or`, and the phone link. */
  otherWays: nonEmpty(),
  or: nonEmpty(),
});
export type ContactFormCopy = z.infer<typeof contactFormCopySchema>;

export const contactPageSchema = z.strictObject({
  meta: pageMeta(),
  hero: pageHero(),
  form: z.strictObject({ title: nonEmpty(), lead: nonEmpty() }),
  formCopy: contactFormCopySchema,
  panel: z.strictObject({
    title: nonEmpty(),
    lead: nonEmpty(),
    talkLabel: nonEmpty(),
    visitLabel: nonEmpty(),
    footprintLabel: nonEmpty(),
    linkedinLabel: nonEmpty(),
  }),
  steps: z.strictObject({
    title: nonEmpty(),
    items: z
      .array(z.strictObject({ title: nonEmpty(), text: nonEmpty() }))
      .min(2)
      .max(5),
  }),
  /** The offices, by city, beside the form. */
  offices: z.strictObject({ title: nonEmpty(), headOffice: nonEmpty() }),
});

export type ContactPage = z.infer<typeof contactPageSchema>;

export const homePageSchema = z.strictObject({
  meta: pageMeta(),
  banner: z.strictObject({ eyebrow: nonEmpty(), lead: nonEmpty(), groupName: nonEmpty(), primary: ctaLink(), secondary: ctaLink() }),
  sections: z.strictObject({
    highlights: sectionHeading(),
    /** `loading` and `loadFailed` show while a tab's cards are on their way, or could not come; `servicesLink` is the way round. */
    catalogue: sectionHeading().extend({ loading: nonEmpty(), loadFailed: nonEmpty(), servicesLink: ctaLink() }),
    servicesCarousel: sectionHeading(),
    /** `industries` leads from the kinds of clients to the industry pages. */
    clients: sectionHeading().extend({ industries: ctaLink() }),
    testimonials: sectionHeading().extend({ sampleNotice: nonEmpty() }),
    servicesWheel: sectionHeading(),
  }),
});
export type HomePage = z.infer<typeof homePageSchema>;

const errorCopy = () => z.strictObject({ hero: pageHero(), action: ctaLink() });
export const errorPagesSchema = z.strictObject({
  notFound: errorCopy().extend({ suggestionsTitle: nonEmpty(), suggestions: z.array(ctaLink()).min(1) }),
  failure: errorCopy(),
});
export type ErrorPages = z.infer<typeof errorPagesSchema>;

export const legalPageCopySchema = z.strictObject({
  eyebrow: nonEmpty(),
  /** {date} is replaced by the page's last update, written out. */
  updated: z.string().includes("{date}"),
});
export type LegalPageCopy = z.infer<typeof legalPageCopySchema>;

export const partnershipPageSchema = z.strictObject({
  meta: pageMeta(),
  hero: pageHero(),
  grid: sectionHeading(),
  /** Read by screen readers before each card's link, e.g. "Visit {name}". */
  visitLabel: z.string().includes("{name}"),
  cta: sectionHeading().extend({ action: ctaLink() }),
});
export type PartnershipPage = z.infer<typeof partnershipPageSchema>;

export const companyOverviewPageSchema = z
  .object({
    meta: pageMeta(),
    hero: pageHero(),
    intro: z.array(nonEmpty()).min(1),
    acrostic: sectionHeading().extend({
      word: z.string().regex(/^[A-Z]{8}$/, "eight capital letters"),
      values: z.array(z.strictObject({ letter: z.string().regex(/^[A-Z]$/), name: nonEmpty(), text: nonEmpty() })).length(8),
    }),
  })
  .superRefine(({ acrostic }, ctx) => {
    const spelled = acrostic.values.map((value) => value.letter).join("");
    if (spelled !== acrostic.word)
      ctx.addIssue({ code: "custom", path: ["acrostic", "values"], message: `the values spell ${spelled}, not ${acrostic.word}` });
    acrostic.values.forEach((value, index) => {
      if (!value.name.startsWith(value.letter))
        ctx.addIssue({
          code: "custom",
          path: ["acrostic", "values", index, "name"],
          message: `"${value.name}" does not start with ${value.letter}`,
        });
    });
  });
export type CompanyOverviewPage = z.infer<typeof companyOverviewPageSchema>;

export const globalFootprintPageSchema = z.strictObject({
  meta: pageMeta(),
  hero: pageHero(),
  map: sectionHeading().extend({
    /** Names the map for screen readers. */
    label: nonEmpty(),
    /** The card's line labels, read out before each value. */
    labels: z.strictObject({ address: nonEmpty(), email: nonEmpty(), phone: nonEmpty(), contact: nonEmpty() }),
    previous: nonEmpty(),
    next: nonEmpty(),
    /** {index} and {count} are replaced, e.g. "Office {index} of {count}". */
    position: z.string().includes("{index}").includes("{count}"),
  }),
  directory: sectionHeading(),
  cta: sectionHeading().extend({ action: ctaLink() }),
});
export type GlobalFootprintPage = z.infer<typeof globalFootprintPageSchema>;

const ctaSection = () => sectionHeading().extend({ action: ctaLink() });

export const servicesHubPageSchema = z.strictObject({
  meta: pageMeta(),
  hero: pageHero(),
  /** The hub's name in the trail of the pages below it. */
  breadcrumb: nonEmpty(),
  /** Accessible name of the strip of links to each practice. */
  familiesLabel: nonEmpty(),
  /** Heads a practice's home-catalogue items that have no page of the practice's own. */
  alsoLabel: nonEmpty(),
  /** A practice's one "Explore" call to action when it has no hub of its own: its brochure (a PDF). */
  brochureLabel: nonEmpty(),
  cta: ctaSection(),
});
export type ServicesHubPage = z.infer<typeof servicesHubPageSchema>;

/** The shared words of every service and AI offering page; `{service}` is replaced by the page's title. */
export const servicePageCopySchema = z.strictObject({
  heroAction: ctaLink(),
  glance: z.strictObject({ title: nonEmpty(), platformsLabel: nonEmpty(), regulationsLabel: nonEmpty() }),
  cards: sectionHeading(),
  engagement: sectionHeading().extend({ deliverablesLabel: nonEmpty() }),
  industries: sectionHeading(),
  related: sectionHeading(),
  cta: ctaSection(),
});
export type ServicePageCopy = z.infer<typeof servicePageCopySchema>;

export const aiHubPageSchema = z.strictObject({
  meta: pageMeta(),
  hero: pageHero(),
  breadcrumb: nonEmpty(),
  practiceLinkLabel: nonEmpty(),
  offerings: sectionHeading(),
  /** The overview offering (a slug of content/services/) whose summary and link open the approach section. */
  approach: sectionHeading().extend({ service: slug(), linkLabel: nonEmpty() }),
  industries: sectionHeading(),
  cta: ctaSection(),
});
export type AiHubPage = z.infer<typeof aiHubPageSchema>;
