import { readSingleton } from "./content-files";

/** The overview's own copy, and the figures, mission, vision and values the home page shows too (written once). */
export function getCompanyOverview() {
  const page = readSingleton("companyOverviewPage");
  const { mission, vision, coreValues, labels, about } = readSingleton("company");
  return { page, mission: { mission, vision, coreValues, labels }, stats: about.stats };
}
