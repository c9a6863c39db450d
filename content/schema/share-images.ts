import { z } from "zod";
import { internalPath, nonEmpty } from "./fragments";

export const shareImagesSchema = z.strictObject({
  sections: z
    .array(
      z.strictObject({
        path: internalPath(),
        label: nonEmpty().describe("For the page at this path itself."),
        entry: nonEmpty().describe("For the pages below this path; without it they take the label.").optional(),
        title: nonEmpty().describe("Instead of the page's own title, for the page at this path itself.").optional(),
      }),
    )
    .describe(
      "The label over a page's title on its share image, by the part of the site the page is in (the longest matching path wins). {{tokens}} are the facts kept in Company facts and placeholders.",
    ),
  fallback: nonEmpty().describe("The label for a page no section covers."),
  footer: nonEmpty().describe("The short line at the foot of every share image."),
});

export type ShareImages = z.infer<typeof shareImagesSchema>;
