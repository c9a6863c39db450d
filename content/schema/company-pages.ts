import { z } from "zod";
import { ctaLink, iconName, nonEmpty, pageHero, pageMeta, sectionHeading } from "./fragments";

// The copy of the About pages built together: Our Worklife, Our Differentiators, Our Teams and NUPMAT.
const ctaSection = () => sectionHeading().extend({ action: ctaLink() });
const iconItem = () => z.strictObject({ title: nonEmpty(), text: nonEmpty(), icon: iconName() });
const textItem = () => z.strictObject({ title: nonEmpty(), text: nonEmpty() });
const paragraphs = () => z.array(nonEmpty()).min(1);

/** A review from inside the firm, attributed by role only; `sample` until the company supplies real ones. */
export const employeeReviewSchema = z.strictObject({ quote: nonEmpty(), role: nonEmpty(), tenure: nonEmpty(), sample: z.boolean() });
export type EmployeeReview = z.infer<typeof employeeReviewSchema>;

export const workLifePageSchema = z.strictObject({
  meta: pageMeta(),
  hero: pageHero(),
  cornerstone: sectionHeading().extend({ paragraphs: paragraphs() }),
  foundations: sectionHeading().extend({ items: z.array(iconItem()).length(4) }),
  experience: sectionHeading().extend({ items: z.array(textItem()).min(3) }),
  reviews: sectionHeading().extend({
    /** Shown beside the reviews while any of them is sample content. */
    sampleNotice: nonEmpty(),
    /** Names the slider for screen readers. */
    label: nonEmpty(),
    items: z.array(employeeReviewSchema).length(3),
  }),
  cta: ctaSection(),
});
export type WorkLifePage = z.infer<typeof workLifePageSchema>;

export const keyDifferentiatorsPageSchema = z.strictObject({
  meta: pageMeta(),
  hero: pageHero(),
  selector: sectionHeading().extend({ /** Names the hexagon tab list. */ label: nonEmpty() }),
  blocks: sectionHeading().extend({
    items: z.array(z.strictObject({ id: nonEmpty(), heading: nonEmpty(), text: nonEmpty(), icon: iconName() })).length(3),
  }),
  cta: ctaSection(),
});
export type KeyDifferentiatorsPage = z.infer<typeof keyDifferentiatorsPageSchema>;

export const ourTeamPageSchema = z.strictObject({
  meta: pageMeta(),
  hero: pageHero(),
  intro: sectionHeading().extend({ paragraphs: paragraphs() }),
  /** Describes the drawn group illustration for screen readers. */
  illustrationLabel: nonEmpty(),
  /** The leadership's twelve roles (content/site.yaml, people.leadership), each with what it does. */
  roster: sectionHeading(),
  cta: ctaSection(),
});
export type OurTeamPage = z.infer<typeof ourTeamPageSchema>;

export const nupmatPageSchema = z.strictObject({
  meta: pageMeta(),
  hero: pageHero(),
  intro: sectionHeading().extend({ paragraphs: paragraphs() }),
  features: sectionHeading().extend({ items: z.array(iconItem()).length(5) }),
  audiences: sectionHeading().extend({
    items: z.array(z.strictObject({ name: nonEmpty(), icon: iconName(), text: nonEmpty(), points: z.array(nonEmpty()).min(2) })).length(4),
  }),
  /** The team's roles (content/site.yaml, people.nupmat), each with what it does. */
  team: sectionHeading(),
  /** schema.org SoftwareApplication facts. */
  application: z.strictObject({ category: nonEmpty(), operatingSystem: nonEmpty(), audience: nonEmpty() }),
  cta: ctaSection(),
});
export type NupmatPage = z.infer<typeof nupmatPageSchema>;
