import { navigationSchema, type Navigation, type NavLink } from "#content/schema/navigation.ts";
import { paths } from "#shared/paths.ts";
import { readCollection, readSingleton } from "./content-files";
import { validateContent } from "./validate";

const source = "content/navigation.yaml";

/**
 * The header, footer and breadcrumb words of content/navigation.yaml, with the links made from the collections:
 * the services as /services lists them (family by family, each family in the services' order) under their menu
 * label, the industries in their own order, and the careers link from the company facts.
 */
export function loadNavigation(careersUrl: string): Navigation {
  const words = readSingleton("navigation");
  const familyOrder = readSingleton("serviceFamilies").families.map((family) => family.id);
  const services: NavLink[] = [
    ...readCollection("services")
      .sort((a, b) => familyOrder.indexOf(a.family) - familyOrder.indexOf(b.family))
      .map((service) => ({ label: service.menuLabel ?? service.title, href: paths.service(service.slug) })),
    { label: words.services.allLabel, href: paths.servicesHub },
  ];
  const industries: NavLink[] = readCollection("industries").map((industry) => ({
    label: industry.name,
    href: paths.industry(industry.slug),
  }));
  const { about, resources, footer } = words;
  const navigation = {
    header: [
      about,
      { label: words.services.label, activeFor: words.services.activeFor, items: services },
      {
        label: words.industries.label,
        activeFor: words.industries.activeFor,
        items: [{ label: words.industries.allLabel, href: paths.industriesHub }, ...industries],
      },
      words.partnership,
      resources,
    ],
    careers: { label: words.careers.label, href: careersUrl },
    contact: words.contact,
    cookieNotice: words.cookieNotice,
    rightsReserved: words.rightsReserved,
    breadcrumbs: words.breadcrumbs,
    footer: [
      { title: footer.about.title, links: [...about.items.slice(0, footer.about.aboutLinks), ...footer.about.more] },
      { title: footer.services.title, links: services },
      { title: footer.industries.title, links: industries },
      { title: footer.resources.title, links: [...resources.items.slice(0, footer.resources.resourceLinks), ...footer.resources.more] },
    ],
  };
  return validateContent(navigationSchema, navigation, source);
}
