import { listAllArticles } from "#app/.server/content/articles.ts";
import { readSingleton } from "#app/.server/content/content-files.ts";
import { listDiagrams } from "#app/.server/content/gallery.ts";
import { listIndustries } from "#app/.server/content/industries.ts";
import { offeringCatalogue } from "#app/.server/content/services.ts";
import { listWebinars } from "#app/.server/content/webinars.ts";
import { paths } from "#shared/paths.ts";
import type { SearchIndexFile } from "#server/search/documents.ts";
import type { SynonymGroup } from "#content/schema/search-synonyms.ts";

export type PageFacets = { industries: string[]; services: string[] };

/**
 * Which industries and services each page belongs to, from the content the page was built from: an
 * article's, webinar's or drawing's own lists, an offering (itself and the industries it serves), an
 * industry (itself and the offerings it names). Pages not listed belong to none. With them, the names the facets
 * show and the content's search synonyms: the index carries all three.
 */
export function siteFacets(): { facets: Map<string, PageFacets>; labels: SearchIndexFile["labels"]; synonyms: SynonymGroup[] } {
  const facets = new Map<string, PageFacets>();
  const { offerings } = offeringCatalogue();
  const industries = listIndustries();
  for (const article of listAllArticles())
    facets.set(article.href, { industries: article.data.industries, services: article.data.services });
  for (const offering of offerings) facets.set(offering.href, { industries: offering.industries, services: [offering.slug] });
  for (const industry of industries)
    facets.set(paths.industry(industry.slug), { industries: [industry.slug], services: industry.services });
  for (const webinar of listWebinars())
    facets.set(paths.webinar(webinar.slug), { industries: webinar.industries, services: webinar.services });
  for (const diagram of listDiagrams()) facets.set(paths.galleryItem(diagram.slug), { industries: [], services: diagram.services });
  return {
    facets,
    labels: {
      industries: Object.fromEntries(industries.map((industry) => [industry.slug, industry.name])),
      services: Object.fromEntries(offerings.map((offering) => [offering.slug, offering.title])),
    },
    synonyms: readSingleton("searchSynonyms").synonyms,
  };
}
