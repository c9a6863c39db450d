import { z } from "zod";
import { externalUrl, nonEmpty, slug } from "./fragments";

export const partnerSchema = z.object({
  slug: slug(),
  name: nonEmpty(),
  url: externalUrl(),
  /** What we build with the platform: 35 to 60 words, shown on hover, focus and tap, and always in the HTML. */
  description: nonEmpty(),
  /** The brand's simple-icons slug when the brand is there; without one a typographic wordmark is drawn. */
  simpleIcon: z.string().optional(),
  /** Services we deliver on this platform (service slugs). */
  services: z.array(slug()).min(1),
});

export type Partner = z.infer<typeof partnerSchema>;
