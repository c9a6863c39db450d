import { z } from "zod";
import { nonEmpty, pageMeta, pageHero } from "./fragments";

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

export const homePageSchema = z.object({ meta: pageMeta() });
export type HomePage = z.infer<typeof homePageSchema>;
