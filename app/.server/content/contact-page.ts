import { contactUsPage } from "#content/pages/contact-us.ts";
import { contactPageSchema } from "#content/schema/pages.ts";
import { fillSiteTokensDeep, site } from "./site";
import { validateContent } from "./validate";

const source = "content/pages/contact-us.ts";

/** The Contact Us page's copy with company facts filled in, and the ways to reach the firm. */
export function getContactPage() {
  const page = fillSiteTokensDeep(validateContent(contactPageSchema, contactUsPage, source), source);
  const { email, phone, address, legalName, socials } = site;
  return { page, contact: { email, phone, address, legalName, linkedin: socials.linkedin } };
}
