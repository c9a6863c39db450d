import { partnershipPage } from "#content/pages/partnership.ts";
import { partners } from "#content/partners.ts";
import { partnershipPageSchema } from "#content/schema/pages.ts";
import { partnerSchema } from "#content/schema/partner.ts";
import { checkReferences, referenceTarget } from "./references";
import { offeringCatalogue } from "./services";
import { validateContent } from "./validate";

const source = "content/partners.ts";
/**
 * The letters of a partner's tile: the capitals that open its name's parts (SnapLogic: SL), at most two. No
 * company's own logo is drawn: the site has no licence for them, and a mix of logos and plain names looks unfinished.
 */
export function monogramOf(name: string): string {
  const capitals = name.match(/\p{Lu}/gu) ?? [name[0]!.toUpperCase()];
  return capitals.slice(0, 2).join("");
}

export function getPartners() {
  const valid = validateContent(partnerSchema.array().length(12), partners, source);
  const { offerings } = offeringCatalogue();
  const offeringTitles = new Map(offerings.map((offering) => [offering.slug, offering.title]));
  checkReferences(source, valid, "services", (partner) => partner.services, [referenceTarget("service", offerings)]);
  return valid.map((partner) => ({
    slug: partner.slug,
    name: partner.name,
    url: partner.url,
    description: partner.description,
    monogram: monogramOf(partner.name),
    services: partner.services.map((slug) => offeringTitles.get(slug)!),
  }));
}

export function getPartnershipPage() {
  return { page: validateContent(partnershipPageSchema, partnershipPage, "content/pages/partnership.ts"), partners: getPartners() };
}
