import { readSingleton } from "./content-files";
import { getOffices } from "./offices";
import { fillSiteTokensDeep, site } from "./site";

const source = "content/pages/contact-us.yaml";

/** The Contact Us page's copy with company facts filled in, the ways to reach the firm, and its offices by city. */
export function getContactPage() {
  const page = fillSiteTokensDeep(readSingleton("contactPage"), source);
  const { email, phone, address, legalName, socials } = site;
  const offices = getOffices().map(({ id, facts }) => ({
    id,
    city: facts.address.city,
    country: facts.address.country,
    head: id === "hq",
  }));
  return { page, contact: { email, phone, address, legalName, linkedin: socials.linkedin }, offices };
}
