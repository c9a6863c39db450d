import { z } from "zod";
import { serviceFamilies } from "./service-family";
import { nonEmpty, pageHero, pageMeta, sectionHeading, ctaLink } from "./fragments";

/** One brochure per service family: its card on the site and the pages of its PDF. */
const brochureFields = z.strictObject({
  title: nonEmpty(),
  summary: z.string().trim().min(60).max(240),
  sections: z
    .array(z.strictObject({ heading: nonEmpty(), paragraphs: z.array(nonEmpty()).min(1), points: z.array(nonEmpty()).min(2).max(6) }))
    .min(2)
    .max(6),
});
/** A file of content/brochures/: named after its service family, which sets its place. */
export const brochureEntrySchema = brochureFields;
export const brochureSchema = brochureFields.extend({ family: z.enum(serviceFamilies) });
export type Brochure = z.infer<typeof brochureSchema>;

export const brochuresPageSchema = z.strictObject({
  meta: pageMeta(),
  hero: pageHero(),
  breadcrumb: nonEmpty(),
  grid: sectionHeading(),
  /** Heads the list of the brochure's sections on its card. */
  insideLabel: nonEmpty(),
  /** The download link's words (screen readers also hear the brochure's title); they name the file type. */
  download: z.string().includes("PDF"),
  cta: sectionHeading().extend({ action: ctaLink() }),
});
export type BrochuresPage = z.infer<typeof brochuresPageSchema>;
