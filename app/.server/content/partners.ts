import * as simpleIcons from "simple-icons";
import { partnershipPage } from "#content/pages/partnership.ts";
import { aiOfferings } from "#content/ai-offerings.ts";
import { partners } from "#content/partners.ts";
import { services } from "#content/services.ts";
import { partnershipPageSchema } from "#content/schema/pages.ts";
import { partnerSchema } from "#content/schema/partner.ts";
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

const offeringTitles = new Map([...services, ...aiOfferings].map((offering) => [offering.slug, offering.title]));

/** The names of the services a partner is used for; a slug that names no service fails the build. */
function servicesOf(name: string, slugs: readonly string[]): string[] {
  return slugs.map((slug, index) => {
    const title = offeringTitles.get(slug);
    if (!title) throw new ContentError(`Invalid content in ${source}:\n  - ${name}.services.${index}: no service has the slug "${slug}"`);
    return title;
  });
}

export function getPartners() {
  return validateContent(partnerSchema.array().length(12), partners, source).map((partner) => ({
    slug: partner.slug,
    name: partner.name,
    url: partner.url,
    description: partner.description,
    logo: logoOf(partner.name, partner.simpleIcon),
    services: servicesOf(partner.name, partner.services),
  }));
}

export function getPartnershipPage() {
  return { page: validateContent(partnershipPageSchema, partnershipPage, "content/pages/partnership.ts"), partners: getPartners() };
}
