import { z } from "zod";
import { nonEmpty } from "./fragments";

/** How a set of sample entries (made up to show the format) appears until real ones replace them. */
export const sampleSetModes = ["examples", "hidden"] as const;
export type SampleSetMode = (typeof sampleSetModes)[number];

const sampleSet = () =>
  z
    .enum(sampleSetModes)
    .describe(
      '"examples": shown as examples of the format, each marked with the label, beside the set\'s notice; "hidden": left off the site until real entries replace them',
    );

/** The label on every sample entry, and one switch per set of samples. */
export const sampleContentSchema = z.strictObject({
  label: nonEmpty(),
  /** The client testimonials on the home page. */
  testimonials: sampleSet(),
  /** The employee reviews on /work-life. */
  reviews: sampleSet(),
  /** The webinar sessions: hidden ones leave the list, the search and the site (their pages are not built). */
  webinars: sampleSet(),
});
export type SampleContent = z.infer<typeof sampleContentSchema>;
