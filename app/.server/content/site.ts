import type { HeaderNavigation } from "#content/schema/navigation.ts";
import { readSingleton } from "./content-files";
import { loadNavigation } from "./navigation";
import { postalAddressOf, siteTokenPattern, siteTokenValues } from "./site-tokens";

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
  return postalAddressOf(site);
}

/** Replaces {{token}} placeholders in Markdown with company facts from content/site.yaml. */
export function fillSiteTokens(text: string, source: string): string {
  const tokens = siteTokenValues(site);
  return text.replace(siteTokenPattern, (_, key: string) => {
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
