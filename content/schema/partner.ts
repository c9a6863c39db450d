import { z } from "zod";
import { slug, externalUrl, nonEmpty } from "./fragments";

export const partnerSchema = z.object({
  slug: slug(),
  name: nonEmpty(),
  description: nonEmpty(),
  /** simple-icons slug() when the brand is there; otherwise a typographic wordmark is drawn. */
  icon: z.string().optional(),
  url: externalUrl(),
});

export type Partner = z.infer<typeof partnerSchema>;
