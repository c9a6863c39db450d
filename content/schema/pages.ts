import { z } from "zod";
import { ctaLink, nonEmpty, pageHero, pageMeta, sectionHeading } from "./fragments";

// The copy of pages that are not collections: headings, leads, intros.
export const contactPageSchema = z.object({
  meta: pageMeta(),
  hero: pageHero(),
  form: z.object({ title: nonEmpty(), lead: nonEmpty() }),
  panel: z.object({
    title: nonEmpty(),
    lead: nonEmpty(),
    talkLabel: nonEmpty(),
    visitLabel: nonEmpty(),
    footprintLabel: nonEmpty(),
    linkedinLabel: nonEmpty(),
  }),
  steps: z.object({ title: nonEmpty(), items: z.array(z.object({ title: nonEmpty(), text: nonEmpty() })).min(2).max(5) }),
});

export type ContactPage = z.infer<typeof contactPageSchema>;

export const homePageSchema = z.object({
  meta: pageMeta(),
  banner: z.object({ eyebrow: nonEmpty(), lead: nonEmpty(), groupName: nonEmpty(), primary: ctaLink(), secondary: ctaLink() }),
  sections: z.object({
    highlights: sectionHeading(),
    catalogue: sectionHeading(),
    servicesCarousel: sectionHeading(),
    clients: sectionHeading(),
    testimonials: sectionHeading().extend({ sampleNotice: nonEmpty() }),
    servicesWheel: sectionHeading(),
    mission: z.object({ title: nonEmpty(), missionLabel: nonEmpty(), visionLabel: nonEmpty(), valuesLabel: nonEmpty() }),
  }),
});
export type HomePage = z.infer<typeof homePageSchema>;

const errorCopy = () => z.object({ hero: pageHero(), action: ctaLink() });
export const errorPagesSchema = z.object({
  notFound: errorCopy().extend({ suggestionsTitle: nonEmpty(), suggestions: z.array(ctaLink()).min(1) }),
  failure: errorCopy(),
});
export type ErrorPages = z.infer<typeof errorPagesSchema>;
