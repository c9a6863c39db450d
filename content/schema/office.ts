import { z } from "zod";
import { contentImage, nonEmpty } from "./fragments";

/** The original site's order of the footprint map and carousel: the head office first. */
export const officeIds = ["hq", "as", "lo", "du", "ba", "ch", "co", "au"] as const;
export type OfficeId = (typeof officeIds)[number];

/**
 * An office on the Global Footprint map. Its legal entity, address, emails and phone are company facts in
 * content/site.yaml; this is what the map and card add to them.
 */
export const officeSchema = z.strictObject({
  id: z.enum(officeIds),
  /** The card's heading, e.g. "Corporate Headquarters" or "London". */
  title: nonEmpty(),
  /** Who to ask for, by role (people are never named on the site). */
  person: nonEmpty().optional(),
  /** [longitude, latitude] of the city centre, until the street address is confirmed. */
  coordinates: z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]),
  /**
   * The point's label on the map: its text (the title when absent), the side of the point it sits on,
   * and how far it is moved down (or up, when negative), in multiples of the label's font size.
   */
  label: z.strictObject({ text: nonEmpty().optional(), side: z.enum(["left", "right"]), dy: z.number().min(-3).max(3).default(0) }),
  photo: contentImage()
    .optional()
    .describe("A photograph of the office's building, the company's own: shown on the office's card on the map"),
});

export type Office = z.input<typeof officeSchema>;

/** The offices: exactly the original site's eight, in its order (docs/content.md). */
export const officesSchema = officeSchema.array().superRefine((offices, ctx) => {
  const ids = offices.map((office) => office.id).join(", ");
  if (ids !== officeIds.join(", "))
    ctx.addIssue({ code: "custom", path: [], message: `the offices must be ${officeIds.join(", ")} in that order, not ${ids}` });
});
