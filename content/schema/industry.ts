import { z } from "zod";
import { nonEmpty } from "./fragments";

export const industrySchema = z.object({
  slug: z.enum(["banking", "finance-service", "insurance", "healthcare", "media-entertainment", "package-distribution"]),
  name: nonEmpty(),
  heading: nonEmpty(),
  summary: nonEmpty(),
  topics: z
    .array(
      z.object({
        title: nonEmpty(),
        items: z
          .array(z.object({ title: nonEmpty(), description: z.union([nonEmpty(), z.array(nonEmpty()).min(1)]) }))
          .min(1),
      }),
    )
    .min(1),
});

export type Industry = z.infer<typeof industrySchema>;
