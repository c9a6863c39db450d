import { z } from "zod";
import { nonEmpty } from "./fragments";

export const testimonialSchema = z.strictObject({
  quote: nonEmpty(),
  initials: z.string().regex(/^[A-Z]\.?\s?[A-Z]\.?$/, "initials only, e.g. 'J. R.'"),
  role: nonEmpty(),
  organisationKind: nonEmpty(),
  /** Made up to show the format (content/pages/sample-content.yaml says whether samples show). */
  sample: z.boolean(),
});

export type Testimonial = z.infer<typeof testimonialSchema>;
