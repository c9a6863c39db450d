import type { Content } from "pdfmake/interfaces";
import type { brochures } from "#content/brochures.ts";

export type Brochure = (typeof brochures)[number];

/** A brochure's sections as pdfmake blocks, styled like the whitepapers' Markdown. */
export function brochureToPdfContent(brochure: Brochure): Content[] {
  return brochure.sections.flatMap((section): Content[] => [
    { text: section.heading, style: "h2" },
    ...section.paragraphs.map((paragraph): Content => ({ text: paragraph, style: "paragraph" })),
    { ul: section.points, margin: [0, 2, 0, 8] },
  ]);
}
