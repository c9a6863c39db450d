import type { Content } from "pdfmake/interfaces";
import type { Brochure } from "#content/schema/brochure.ts";

export type { Brochure };

/** A brochure's sections as pdfmake blocks, styled like the whitepapers' Markdown. */
export function brochureToPdfContent(brochure: Brochure): Content[] {
  return brochure.sections.flatMap((section): Content[] => [
    { text: section.heading, style: "h2" },
    ...section.paragraphs.map((paragraph): Content => ({ text: paragraph, style: "paragraph" })),
    { ul: section.points, margin: [0, 2, 0, 8] },
  ]);
}
