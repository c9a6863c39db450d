import { contactUsPage } from "#content/pages/contact-us.ts";
import { contactPageSchema } from "#content/schema/pages.ts";
import { getOffices } from "./offices";
import { fillSiteTokensDeep, site } from "./site";
import { validateContent } from "./validate";

const source = "content/pages/contact-us.ts";

/** The Contact Us page's copy with company facts filled in, the ways to reach the firm, and its offices by city. */
export function getContactPage() {
  const page = fillSiteTokensDeep(validateContent(contactPageSchema, contactUsPage, source), source);
  const { email, phone, address, legalName, socials } = site;
  const offices = getOffices().map(({ id, facts }) => ({
    id,
    city: facts.address.city,
    country: facts.address.country,
    head: id === "hq",
  }));
  return { page, contact: { email, phone, address, legalName, linkedin: socials.linkedin }, offices };
}
