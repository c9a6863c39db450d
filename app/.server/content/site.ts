import type { HeaderNavigation } from "#content/schema/navigation.ts";
import { readSingleton } from "./content-files";
import { loadNavigation } from "./navigation";

export const site = readSingleton("site");
export const navigation = loadNavigation(site.careersUrl);

/** The navigation the browser needs (see HeaderNavigation). */
export function headerNavigation(): HeaderNavigation {
  const { header, careers, contact, cookieNotice } = navigation;
  return { header, careers, contact, cookieNotice };
}

/** The company's names, which the header and every page title show: all of the company facts the browser gets. */
export function siteNames() {
  const { name, shortName } = site;
  return { name, shortName };
}

/** The company facts the footer shows (rendered on the server only), and nothing else. */
export function footerFacts() {
  const { name, shortName, description, isoCertification, copyrightHolder, socials } = site;
  return { name, shortName, description, isoCertification, copyrightHolder, socials };
}

export function postalAddress(): string {
  const { street, city, region, postalCode, country } = site.address;
  return `${street}, ${city}, ${region} ${postalCode}, ${country}`;
}

/** Replaces {{token}} placeholders in Markdown with company facts from content/site.yaml. */
export function fillSiteTokens(text: string, source: string): string {
  const tokens: Record<string, string> = {
    companyName: site.name,
    salesSupportEmail: site.salesSupportEmail,
    email: site.email,
    phone: site.phone.display,
    postalAddress: postalAddress(),
    officeHours: site.officeHours,
    hqCity: site.address.city,
    shortName: site.shortName,
    tagline: site.tagline,
    engineersClaim: site.engineersClaim,
  };
  return text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => {
    const value = tokens[key];
    if (value === undefined) throw new Error(`Unknown token {{${key}}} in ${source}`);
    return value;
  });
}

/** fillSiteTokens over every string of a page's copy. */
export function fillSiteTokensDeep<T>(value: T, source: string): T {
  if (typeof value === "string") return fillSiteTokens(value, source) as T;
  if (Array.isArray(value)) return value.map((item) => fillSiteTokensDeep(item, source)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillSiteTokensDeep(item, source)])) as T;
  }
  return value;
}
