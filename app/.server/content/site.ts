import { navigation as rawNavigation } from "#content/navigation.ts";
import { navigationSchema, siteSchema } from "#content/schema.ts";
import { site as rawSite } from "#content/site.ts";
import { validateContent } from "./validate";

export const site = validateContent(siteSchema, rawSite, "content/site.ts");
export const navigation = validateContent(navigationSchema, rawNavigation, "content/navigation.ts");

export function postalAddress(): string {
  const { street, city, region, postalCode, country } = site.address;
  return `${street}, ${city}, ${region} ${postalCode}, ${country}`;
}

/** Replaces {{token}} placeholders in Markdown with company facts from content/site.ts. */
export function fillSiteTokens(text: string, source: string): string {
  const tokens: Record<string, string> = {
    companyName: site.name,
    salesSupportEmail: site.salesSupportEmail,
    email: site.email,
    phone: site.phone.display,
    postalAddress: postalAddress(),
  };
  return text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => {
    const value = tokens[key];
    if (value === undefined) throw new Error(`Unknown token {{${key}}} in ${source}`);
    return value;
  });
}
