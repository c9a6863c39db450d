import { headingIdAnnotation } from "./heading-id";

/** The four sections every case study tells, in this order, as its only level-two headings. */
export const caseStudySections = ["Client Background", "Client Requirement", "Challenge", "Solution"] as const;

function level2Headings(markdown: string): string[] {
  return [...markdown.matchAll(/^## (.+)$/gm)].map((match) => match[1]!.replace(headingIdAnnotation, "").trim());
}

/** What is wrong with a case study's sections, or null when it tells the four in order. */
export function caseStudySectionProblem(body: string): string | null {
  const headings = level2Headings(body);
  return headings.join("|") === caseStudySections.join("|")
    ? null
    : `its ## sections must be ${caseStudySections.join(", ")} in that order (found: ${headings.join(", ") || "none"})`;
}
