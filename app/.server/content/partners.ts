import { responsiveImage } from "./content-images";
import { readSingleton } from "./content-files";
import { checkReferences, referenceTarget } from "./references";
import { offeringCatalogue } from "./services";

const source = "content/partners.yaml";
/**
 * The letters of a partner's tile: the capitals that open its name's parts (SnapLogic: SL), at most two. A company's
 * own logo is drawn only where the content supplies one (the partner licensed it): the site has no licence otherwise.
 */
export function monogramOf(name: string): string {
  const capitals = name.match(/\p{Lu}/gu) ?? [name[0]!.toUpperCase()];
  return capitals.slice(0, 2).join("");
}

export function getPartners() {
  const valid = readSingleton("partners").partners;
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
    ...(partner.logo && { logo: responsiveImage(partner.logo) }),
  }));
}

export function getPartnershipPage() {
  return { page: readSingleton("partnershipPage"), partners: getPartners() };
}
