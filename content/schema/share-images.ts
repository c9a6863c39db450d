import { z } from "zod";
import { internalPath, nonEmpty } from "./fragments";

export const shareImagesSchema = z.object({
  /** The label over a page's title on its share image, by the part of the site the page is in (longest path wins). */
  sections: z.array(
    z.object({
      path: internalPath(),
      /** For the page at `path` itself. */
      label: nonEmpty(),
      /** For the pages below `path`; without it they take `label`. */
      entry: nonEmpty().optional(),
      /** Instead of the page's own title, for the page at `path` itself. */
      title: nonEmpty().optional(),
    }),
  ),
  /** For a page no section covers. */
  fallback: nonEmpty(),
  /** The short line at the foot of every share image. */
  footer: nonEmpty(),
});

export type ShareImages = z.infer<typeof shareImagesSchema>;
