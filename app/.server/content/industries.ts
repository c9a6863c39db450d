import { industrySchema, industrySlugs, type Industry } from "#content/schema/industry.ts";
import { acrossProblems, downProblems } from "#app/lib/diagram-layout.ts";
import { paths } from "#shared/paths.ts";
import { slugify } from "#app/lib/slugify.ts";
import { breadcrumbTrail } from "./breadcrumbs";
import { readCollection, readSingleton } from "./content-files";
import { checkReferences } from "./references";
import { offeringCatalogue, offeringLink, offeringTargets } from "./services";
import { fillSiteTokensDeep } from "./site";
import { validateContent } from "./validate";
import { entryMeta } from "./entry-meta";

const source = "content/industries/";
const pageSource = "content/pages/key-industries.yaml";

/** Every word a visitor reads of one industry's own copy, in page order. */
export function industryText(industry: Industry): string {
  const topics = industry.topics.flatMap((topic) => [
    topic.title,
    topic.lead,
    topic.diagram.caption,
    ...topic.items.flatMap((item) => [
      item.title,
      ...[item.description].flat(),
      ...(item.children ?? []).flatMap((child) => [child.title, child.description]),
    ]),
  ]);
  return [industry.heading, industry.summary, ...industry.intro, ...topics, industry.cta.title, industry.cta.lead].join("\n");
}

/**
 * The six industries, validated: schema, the side menu's order, each named regulation present in the copy,
 * and every service slug pointing at a real offering. Any failure names the file and the field.
 */
export function validateIndustries(entries: unknown, file = source): Industry[] {
  const schema = industrySchema
    .array()
    .length(industrySlugs.length)
    .superRefine((list, ctx) => {
      list.forEach((industry, index) => {
        const expected = industrySlugs[index];
        if (industry.slug !== expected)
          ctx.addIssue({ code: "custom", path: [index, "slug"], message: `expected "${expected}" here (the side menu's order)` });
        industry.topics.forEach((topic, position) => {
          const path = [index, "topics", position, "diagram"];
          for (const problem of acrossProblems(topic.diagram))
            ctx.addIssue({ code: "custom", path: [...path, ...problem.path], message: problem.message });
          for (const message of downProblems(topic.diagram)) ctx.addIssue({ code: "custom", path, message });
        });
        const drawings = industry.topics.map((topic) => JSON.stringify(topic.diagram.nodes.map((node) => node.label)));
        drawings.forEach((drawing, position) => {
          if (drawings.indexOf(drawing) !== position)
            ctx.addIssue({
              code: "custom",
              path: [index, "topics", position, "diagram"],
              message: "draws the same boxes as an earlier use case",
            });
        });
        const text = industryText(industry).toLowerCase();
        industry.regulations.forEach((regulation, position) => {
          if (!text.includes(regulation.toLowerCase()))
            ctx.addIssue({
              code: "custom",
              path: [index, "regulations", position],
              message: `"${regulation}" is not named in the page's copy`,
            });
        });
      });
    });
  const valid = fillSiteTokensDeep(validateContent(schema, entries, file), file);
  checkReferences(file, valid, "services", (industry) => industry.services, offeringTargets());
  return valid;
}

const industries = validateIndustries(readCollection("industries"));
const page = fillSiteTokensDeep(readSingleton("keyIndustriesPage"), pageSource);

/** Each industry's banner art has its own seed, stable whatever the menu's order. */
export function artSeedOf(slug: string): number {
  return [...slug].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) % 9973, 7);
}

/** The pre-rendered industry pages. */
export function industryPaths(): string[] {
  return industries.map((industry) => paths.industry(industry.slug));
}

/** The six industries, validated. */
export function listIndustries(): Industry[] {
  return industries;
}

export function getKeyIndustriesHub() {
  const { meta, hero, intro, grid, cta, cardAction } = page;
  const cards = industries.map((industry) => ({
    slug: industry.slug,
    href: paths.industry(industry.slug),
    name: industry.name,
    icon: industry.icon,
    summary: industry.summary,
    topics: industry.topics.map((topic) => topic.title),
    action: cardAction.replace("{name}", industry.name),
  }));
  return { page: { meta, hero, intro, grid, cta }, cards };
}

/** Everything one industry page shows, or null for a slug that is not an industry. */
export function getIndustryPage(slug: string | undefined) {
  const industry = industries.find((each) => each.slug === slug);
  if (!industry) return null;
  const copy = page.industryPage;
  const path = paths.industry(industry.slug);
  return {
    meta: entryMeta(
      { title: copy.metaTitle.replace("{name}", industry.name), description: industry.summary, path },
      industry.searchEngines,
    ),
    hero: {
      title: industry.heading,
      lead: industry.summary,
      artSeed: artSeedOf(industry.slug),
      breadcrumbs: breadcrumbTrail({ label: copy.breadcrumb, path: paths.industriesHub }, { label: industry.name, path }),
    },
    menu: {
      label: copy.menuLabel,
      items: industries.map((each) => ({
        href: paths.industry(each.slug),
        name: each.name,
        icon: each.icon,
        tagline: each.tagline,
        current: each.slug === industry.slug,
      })),
    },
    intro: industry.intro,
    regulations: { title: copy.regulationsTitle, items: industry.regulations },
    toc: { title: copy.tocTitle, entries: industry.topics.map((topic) => ({ id: slugify(topic.title), text: topic.title, depth: 2 })) },
    topics: industry.topics.map((topic) => ({ ...topic, id: slugify(topic.title) })),
    services: {
      heading: copy.services,
      items: industry.services.map((slug) => offeringLink(offeringCatalogue().offerings.find((offering) => offering.slug === slug)!)),
    },
    cta: { eyebrow: copy.ctaEyebrow, ...industry.cta, contact: copy.contact, hub: copy.hub },
  };
}

export type IndustryPageData = NonNullable<ReturnType<typeof getIndustryPage>>;
