import { z } from "zod";
import { contentImage, externalUrl, nonEmpty, slug } from "./fragments";

export const partnerSchema = z.strictObject({
  slug: slug(),
  name: nonEmpty(),
  url: externalUrl(),
  /** What we build with the platform: 35 to 60 words, shown on every card. */
  description: nonEmpty(),
  /** Services we deliver on this platform (service slugs). */
  services: z.array(slug()).min(1),
  logo: contentImage()
    .optional()
    .describe("The partner's logo, as the partner licensed it to the company: shown on its card in place of the initials"),
});

export type Partner = z.infer<typeof partnerSchema>;
