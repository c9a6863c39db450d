import * as simpleIcons from "simple-icons";
import { partnershipPage } from "#content/pages/partnership.ts";
import { partners } from "#content/partners.ts";
import { partnershipPageSchema } from "#content/schema/pages.ts";
import { partnerSchema } from "#content/schema/partner.ts";
import { checkReferences, referenceTarget } from "./references";
import { offeringCatalogue } from "./services";
import { ContentError, validateContent } from "./validate";

const source = "content/partners.ts";
type BrandIcon = { title: string; path: string };
const icons = simpleIcons as unknown as Record<string, BrandIcon | undefined>;

/** The brand's monochrome mark from simple-icons, or null when a wordmark is drawn instead. */
function logoOf(name: string, simpleIcon: string | undefined): { path: string } | null {
  if (!simpleIcon) return null;
  const icon = icons[`si${simpleIcon[0]!.toUpperCase()}${simpleIcon.slice(1)}`];
  if (!icon) throw new ContentError(`Invalid content in ${source}:\n  - ${name}.simpleIcon: "${simpleIcon}" is not in simple-icons`);
  return { path: icon.path };
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
    logo: logoOf(partner.name, partner.simpleIcon),
    services: partner.services.map((slug) => offeringTitles.get(slug)!),
  }));
}

export function getPartnershipPage() {
  return { page: validateContent(partnershipPageSchema, partnershipPage, "content/pages/partnership.ts"), partners: getPartners() };
}
