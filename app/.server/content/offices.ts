import type { OfficeId } from "#content/schema/office.ts";
import type { OfficeFacts } from "#content/schema/site.ts";
import { worldMap } from "#app/.server/map/world-map.ts";
import { siteOrigin } from "#app/.server/site-origin.ts";
import { absoluteUrl } from "#app/lib/site-url.ts";
import { responsiveImage } from "./content-images";
import { officesJsonLd } from "./offices-json-ld";
import { readSingleton } from "./content-files";
import { fillSiteTokens, site } from "./site";

/** The head office's facts are the company's own; every other office's are in site.offices. */
function factsOf(id: OfficeId): OfficeFacts & { legalName: string } {
  if (id === "hq")
    return { legalName: site.legalName, address: site.address, email: site.email, email2: site.salesSupportEmail, phone: site.phone };
  const facts = site.offices[id];
  return { ...facts, legalName: fillSiteTokens(facts.legalName ?? site.legalName, "content/site.yaml") };
}

function locality({ city, region, postalCode }: OfficeFacts["address"]): string {
  return `${city}${region ? `, ${region}` : ""}${postalCode ? ` ${postalCode}` : ""}`;
}

/** Each office in the original site's order with its company facts. */
export function getOffices() {
  return readSingleton("offices").offices.map((office) => ({ ...office, facts: factsOf(office.id) }));
}

/**
 * The page's copy, the map's size, and each office as its card and map point show it. The land itself is a
 * cached file drawn at build (scripts/art/); development, which has no build, gets it inline.
 */
export function getGlobalFootprintPage(path: string) {
  const page = readSingleton("globalFootprintPage");
  const offices = getOffices();
  const map = worldMap();
  const views = offices.map(({ id, title, person, coordinates, label, photo, facts: { legalName, address, email, email2, phone } }) => {
    const place = title === address.city ? title : `${title}, ${address.city}`;
    return {
      id,
      title,
      /** What a screen reader hears for the map point, e.g. "Corporate Headquarters, San Jose, USA". */
      name: `${place}, ${address.country}`,
      legalName,
      // A street still to be confirmed is left out: the office shows its city, country and contact channels.
      addressLines: [address.street, locality(address), address.country].filter(Boolean),
      emails: email2 ? [email, email2] : [email],
      phone: phone ?? null,
      person: person ?? null,
      point: map.project(coordinates),
      label: { text: label.text ?? title, side: label.side, dy: label.dy },
      ...(photo && { photo: responsiveImage(photo) }),
    };
  });
  const origin = siteOrigin();
  const jsonLd = officesJsonLd(offices, { name: site.name, url: absoluteUrl(origin, "/") }, absoluteUrl(origin, path));
  return { page, offices: views, map: { width: map.width, height: map.height, land: import.meta.env.DEV ? map.land : null }, jsonLd };
}
