import { company } from "#content/company.ts";
import { companyOverview } from "#content/pages/company-overview.ts";
import { companySchema } from "#content/schema/home.ts";
import { companyOverviewPageSchema } from "#content/schema/pages.ts";
import { validateContent } from "./validate";

const source = "content/pages/company-overview.ts";

/** The overview's own copy, and the figures, mission, vision and values the home page shows too (written once). */
export function getCompanyOverview() {
  const page = validateContent(
    companyOverviewPageSchema.superRefine(({ acrostic }, ctx) => {
      const spelled = acrostic.values.map((value) => value.letter).join("");
      if (spelled !== acrostic.word)
        ctx.addIssue({ code: "custom", path: ["acrostic", "values"], message: `the values spell ${spelled}, not ${acrostic.word}` });
      acrostic.values.forEach((value, index) => {
        if (!value.name.startsWith(value.letter))
          ctx.addIssue({
            code: "custom",
            path: ["acrostic", "values", index, "name"],
            message: `"${value.name}" does not start with ${value.letter}`,
          });
      });
    }),
    companyOverview,
    source,
  );
  const { mission, vision, coreValues, labels, about } = validateContent(companySchema, company, "content/company.ts");
  return { page, mission: { mission, vision, coreValues, labels }, stats: about.stats };
}
