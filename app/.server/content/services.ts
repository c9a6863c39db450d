import { serviceSchema, type Service } from "#content/schema/service.ts";
import { industrySchema } from "#content/schema/industry.ts";
import type { IconName } from "#content/schema/fragments.ts";
import { paths } from "#shared/paths.ts";
import { readCollection } from "./content-files";
import { checkReferences, referenceTarget, type ReferenceTarget } from "./references";
import { ContentError, validateContent } from "./validate";

export const servicesSource = "content/services/";
export const aiOfferingsSource = "content/ai-offerings/";
const industriesSource = "content/industries/";

/** Where an offering's page lives: the services, or the AI practice. */
export type OfferingKind = "service" | "ai";
export type Offering = Service & { kind: OfferingKind; href: string };

const uniqueSlugs = <T extends { slug: string }>(entries: T[]) => new Set(entries.map((entry) => entry.slug)).size === entries.length;

const servicesSchema = serviceSchema.array().length(12).refine(uniqueSlugs, "slugs must be unique");
const aiOfferingsSchema = serviceSchema
  .array()
  .length(4)
  .refine(uniqueSlugs, "slugs must be unique")
  .superRefine((entries, ctx) => {
    entries.forEach((entry, index) => {
      if (entry.family !== "ai-solution")
        ctx.addIssue({ code: "custom", path: [index, "family"], message: "an AI offering belongs to the ai-solution family" });
    });
  });

/**
 * Only what offering pages need of an industry: its slug (the link) and its name (the label). Loose: it reads those
 * two of whole entries, which the industry schema itself has checked strictly.
 */
const industryLabelsSchema = industrySchema.pick({ slug: true, name: true }).loose().array().min(1);

/**
 * Validates the twelve services and four AI offerings and checks the cross-reference graph: every
 * `industries` slug names an industry, every `related` slug a service or AI offering (of either file).
 * The raw entries are parameters so a test can hand in broken ones.
 */
export function validateOfferings(services: unknown, aiOfferings: unknown, industries: unknown = readCollection("industries")) {
  const validServices = validateContent(servicesSchema, services, servicesSource);
  const validAi = validateContent(aiOfferingsSchema, aiOfferings, aiOfferingsSource);
  const validIndustries = validateContent(industryLabelsSchema, industries, industriesSource);
  const clash = validServices.find((service) => validAi.some((offering) => offering.slug === service.slug));
  if (clash)
    throw new ContentError(
      `Invalid content in ${aiOfferingsSource}:\n  - ${clash.slug}: the slug is already a service in ${servicesSource}`,
    );

  const industryTarget = referenceTarget("industry", validIndustries);
  const offeringTargets = [referenceTarget("service", validServices), referenceTarget("AI offering", validAi)];
  for (const [source, entries] of [
    [servicesSource, validServices],
    [aiOfferingsSource, validAi],
  ] as const) {
    checkReferences(source, entries, "industries", (entry) => entry.industries, [industryTarget]);
    checkReferences(source, entries, "related", (entry) => entry.related, offeringTargets);
  }
  const offerings: Offering[] = [
    ...validServices.map((entry) => ({ ...entry, kind: "service" as const, href: paths.service(entry.slug) })),
    ...validAi.map((entry) => ({ ...entry, kind: "ai" as const, href: paths.aiOffering(entry.slug) })),
  ];
  return { offerings, industries: validIndustries };
}

let catalogue: ReturnType<typeof validateOfferings> | undefined;

/** Every offering, validated once per process: the twelve services first, then the four AI offerings. */
export function offeringCatalogue() {
  catalogue ??= validateOfferings(readCollection("services"), readCollection("aiOfferings"));
  return catalogue;
}

export function findOffering(kind: OfferingKind, slug: string): Offering | undefined {
  return offeringCatalogue().offerings.find((offering) => offering.kind === kind && offering.slug === slug);
}

export function offeringsOf(kind: OfferingKind): Offering[] {
  return offeringCatalogue().offerings.filter((offering) => offering.kind === kind);
}

/** Where an entry's `services` may point: the services and the AI offerings, named apart in messages. */
export function offeringTargets(): ReferenceTarget[] {
  return [referenceTarget("service", offeringsOf("service")), referenceTarget("AI offering", offeringsOf("ai"))];
}

/** What a card linking to an offering shows. */
export function offeringLink(offering: Offering) {
  return { slug: offering.slug, title: offering.title, summary: offering.summary, icon: offering.icon, href: offering.href };
}

/** A resource's topic glyph: the icon of the first of its services or AI offerings, if it names any. */
export function topicGlyph(serviceSlugs: readonly string[]): IconName | undefined {
  const { offerings } = offeringCatalogue();
  return serviceSlugs.map((slug) => offerings.find((offering) => offering.slug === slug)?.icon).find(Boolean);
}

/** The pre-rendered address of every service and AI offering page. */
export function offeringPaths(): string[] {
  return offeringCatalogue().offerings.map((offering) => offering.href);
}
