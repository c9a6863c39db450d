import { z } from "zod";
import { nonEmpty } from "./fragments";

export const testimonialSchema = z.strictObject({
  quote: nonEmpty(),
  initials: z.string().regex(/^[A-Z]\.?\s?[A-Z]\.?$/, "initials only, e.g. 'J. R.'"),
  role: nonEmpty(),
  organisationKind: nonEmpty(),
  sample: z.literal(true),
});

export type Testimonial = z.infer<typeof testimonialSchema>;
