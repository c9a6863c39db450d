import { brochures as rawBrochures } from "#content/brochures.ts";
import { brochuresPage } from "#content/pages/digital-brochures.ts";
import { brochureSchema, brochuresPageSchema, type Brochure } from "#content/schema/brochure.ts";
import { serviceFamilies } from "#content/schema/service-family.ts";
import { paths } from "#app/lib/paths.ts";
import { breadcrumbTrail } from "./breadcrumbs";
import { resourcesCrumb } from "./resources";
import { getServiceFamilies } from "./home";
import { fillSiteTokensDeep } from "./site";
import { validateContent } from "./validate";

const source = "content/brochures.ts";
const pageSource = "content/pages/digital-brochures.ts";

/** Exactly one brochure per service family, in the families' own order. */
const brochuresSchema = brochureSchema
  .array()
  .length(serviceFamilies.length)
  .superRefine((list, ctx) => {
    list.forEach((brochure, index) => {
      if (brochure.family !== serviceFamilies[index])
        ctx.addIssue({
          code: "custom",
          path: [index, "family"],
          message: `expected "${serviceFamilies[index]}" here (one per family, in order)`,
        });
    });
  });

export function validateBrochures(entries: unknown, file = source): Brochure[] {
  return fillSiteTokensDeep(validateContent(brochuresSchema, entries, file), file);
}

/** The /resources/digital-brochures page: one card per practice, each linking to its PDF. */
export function getBrochuresPage() {
  const page = fillSiteTokensDeep(validateContent(brochuresPageSchema, brochuresPage, pageSource), pageSource);
  const families = getServiceFamilies();
  const cards = validateBrochures(rawBrochures).map((brochure) => {
    const family = families.find((each) => each.id === brochure.family)!;
    return {
      family: brochure.family,
      practice: family.title,
      icon: family.icon,
      title: brochure.title,
      summary: brochure.summary,
      points: brochure.sections[0]!.points,
      inside: brochure.sections.map((section) => section.heading),
      href: paths.brochurePdf(brochure.family),
    };
  });
  const { breadcrumb, ...copy } = page;
  return {
    page: copy,
    breadcrumbs: breadcrumbTrail(resourcesCrumb(), { label: breadcrumb, path: paths.resourceList("digital-brochures") }),
    cards,
  };
}
export type BrochureCardData = ReturnType<typeof getBrochuresPage>["cards"][number];
