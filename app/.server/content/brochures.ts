import { brochureSchema, type Brochure } from "#content/schema/brochure.ts";
import { serviceFamilies } from "#content/schema/service-family.ts";
import { paths } from "#shared/paths.ts";
import { breadcrumbTrail } from "./breadcrumbs";
import { readCollection, readSingleton } from "./content-files";
import { resourcesCrumb } from "./resources";
import { getServiceFamilies } from "./home";
import { fillSiteTokensDeep } from "./site";
import { validateContent } from "./validate";

const source = "content/brochures/";
const pageSource = "content/pages/digital-brochures.yaml";

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

/** The brochures, each with its family (its file's name), in the families' order. */
export function readBrochures() {
  const place = (family: string) => (serviceFamilies as readonly string[]).indexOf(family) >>> 0;
  return readCollection("brochures")
    .map(({ slug, ...brochure }) => ({ family: slug, ...brochure }))
    .sort((a, b) => place(a.family) - place(b.family));
}

export function validateBrochures(entries: unknown, file = source): Brochure[] {
  return fillSiteTokensDeep(validateContent(brochuresSchema, entries, file), file);
}

/** The /resources/digital-brochures page: one card per practice, each linking to its PDF. */
export function getBrochuresPage() {
  const page = fillSiteTokensDeep(readSingleton("brochuresPage"), pageSource);
  const families = getServiceFamilies();
  const cards = validateBrochures(readBrochures()).map((brochure) => {
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
