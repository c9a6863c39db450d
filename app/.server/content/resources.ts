import { articleKinds, type ArticleKind } from "#shared/article-kinds.ts";
import { serializeJsonLd } from "#app/lib/json-ld.ts";
import { organization, organizationReference } from "#app/lib/organization-json-ld.ts";
import { paths } from "#shared/paths.ts";
import { formatGlyph, formatOfKind } from "#app/lib/resource-formats.ts";
import type { FilterOption, FilterOptions, ResourceCard } from "#app/lib/resource-filters.ts";
import { seedOf } from "#app/lib/seeded-random.ts";
import { absoluteUrl } from "#app/lib/site-url.ts";
import { siteOrigin } from "#app/.server/site-origin.ts";
import { getArticle, listAllArticles, listArticles, renderArticle, type Article } from "./articles";
import { breadcrumbTrail } from "./breadcrumbs";
import { readSingleton } from "./content-files";
import { relatedEntries } from "./related";
import { offeringCatalogue, topicGlyph } from "./services";
import { fillSiteTokensDeep, site } from "./site";
import { responsiveImage } from "./content-images";
import { entryMeta } from "./entry-meta";

const copySource = "content/pages/resources.yaml";
/** Bodies longer than this get a table of contents. */
const TOC_MIN_WORDS = 800;

export function resourcesCopy() {
  return fillSiteTokensDeep(readSingleton("resourcesPage"), copySource);
}

/** The Resources hub as the first crumb of every page under /resources. */
export function resourcesCrumb() {
  return { label: resourcesCopy().hub.breadcrumb, path: paths.resourcesHub };
}

/** What a list shows of an article, and what its filters look at. */
export function resourceCard(article: Article): ResourceCard {
  return {
    kind: article.kind,
    href: article.href,
    title: article.data.title,
    summary: article.data.description,
    tags: article.data.tags,
    date: article.date,
    readingMinutes: article.readingMinutes,
    industries: article.data.industries,
    services: article.data.services,
    glyph: topicGlyph(article.data.services) ?? formatGlyph[formatOfKind[article.kind]],
    ...(article.data.cover && { cover: responsiveImage(article.data.cover) }),
  };
}

/** Filter options for the industries and services some of `cards` name, in the catalogue's own order. */
function filterOptions(cards: readonly ResourceCard[], withType: boolean): FilterOptions {
  const { industries, offerings } = offeringCatalogue();
  const used = (pick: (card: ResourceCard) => string[]) => new Set(cards.flatMap(pick));
  const usedIndustries = used((card) => card.industries);
  const usedServices = used((card) => card.services);
  const kindNames = resourcesCopy().kindNames;
  const options: FilterOptions = {
    industry: industries
      .filter((industry) => usedIndustries.has(industry.slug))
      .map((industry): FilterOption => ({ value: industry.slug, label: industry.name })),
    service: offerings
      .filter((offering) => usedServices.has(offering.slug))
      .map((offering): FilterOption => ({ value: offering.slug, label: offering.title })),
  };
  if (withType) options.type = articleKinds.map((kind) => ({ value: kind, label: kindNames[kind] }));
  return options;
}

/** The shared parts of a list page: the cards, their filters' options, the copy they need, the feed. */
function library(cards: ResourceCard[], withType: boolean, feed: { title: string; href: string }) {
  const copy = resourcesCopy();
  return {
    cards,
    options: filterOptions(cards, withType),
    copy: { filters: copy.filters, kindNames: copy.kindNames, card: copy.card, feedLink: copy.feedLink },
    feed,
  };
}

export type ResourceLibrary = ReturnType<typeof library>;

/** /resources: a card per kind of resource (with the newest entry where there is one), then the whole filterable library. */
export function getResourcesHub() {
  const copy = resourcesCopy();
  const cards = copy.hub.cards.map((card) => {
    const kind = articleKinds.find((each) => paths.resourceList(each) === card.href);
    const newest = kind ? listArticles(kind)[0] : undefined;
    return { ...card, latest: newest ? { label: copy.hub.latest.replace("{title}", newest.data.title), href: newest.href } : undefined };
  });
  return {
    meta: { ...copy.hub.meta, path: paths.resourcesHub },
    hero: copy.hub.hero,
    breadcrumbs: breadcrumbTrail(resourcesCrumb()),
    sections: { heading: copy.hub.sections, cards },
    heading: copy.hub.library,
    library: library(listAllArticles().map(resourceCard), true, { title: copy.hub.feedTitle, href: paths.resourcesFeed }),
    artSeed: seedOf(paths.resourcesHub),
  };
}

/** /resources/blogs, /resources/whitepapers or /resources/case-studies. */
export function getResourceList(kind: ArticleKind) {
  const copy = resourcesCopy();
  const list = copy.lists[kind];
  const path = paths.resourceList(kind);
  return {
    meta: { ...list.meta, path },
    hero: list.hero,
    breadcrumbs: breadcrumbTrail(resourcesCrumb(), { label: list.breadcrumb, path }),
    library: library(listArticles(kind).map(resourceCard), false, { title: list.feedTitle, href: paths.resourceListFeed(kind) }),
    artSeed: seedOf(path),
  };
}

/**
 * schema.org BlogPosting for a blog, Article for a whitepaper or case study; the firm is author and publisher, and the
 * cover, if any, its image.
 */
function articleJsonLd(article: Article, origin: string) {
  return serializeJsonLd({
    "@context": "https://schema.org",
    "@type": article.kind === "blogs" ? "BlogPosting" : "Article",
    headline: article.data.title,
    description: article.data.description,
    datePublished: article.date,
    dateModified: article.date,
    wordCount: article.words,
    keywords: article.data.tags.join(", "),
    // The address the editor credits the content to (its search-engine fields), else the article's own.
    url: absoluteUrl(origin, article.data.searchEngines.canonical ?? article.href),
    mainEntityOfPage: absoluteUrl(origin, article.data.searchEngines.canonical ?? article.href),
    // The cover's largest file, when the article has one of its own.
    ...(article.data.cover && { image: absoluteUrl(origin, responsiveImage(article.data.cover).src) }),
    author: organizationReference(site, origin),
    publisher: organization(site, origin),
  });
}

/** The facts beside a detail page's title: who wrote it, or the client and sector of a case study. */
function factsOf(article: Article, copy: ReturnType<typeof resourcesCopy>["detail"]) {
  switch (article.kind) {
    case "case-studies":
      return [
        { label: copy.client, value: article.data.clientKind },
        { label: copy.sector, value: article.data.sector },
      ];
    case "whitepapers":
      return [{ label: copy.audience, value: article.data.audience }];
    case "blogs":
      return [];
  }
}

/** A blog, whitepaper or case study page, or null when the collection has no entry with that keyword. */
export function getResourceDetail(kind: ArticleKind, keyword: string | undefined) {
  const article = getArticle(kind, keyword);
  if (!article) return null;
  const copy = resourcesCopy();
  const { html, toc } = renderArticle(article);
  const author = "author" in article.data ? article.data.author : undefined;
  return {
    kind,
    meta: entryMeta(
      { title: article.data.title, description: article.data.description, path: article.href, type: "article" as const },
      article.data.searchEngines,
    ),
    hero: {
      eyebrow: copy.kindNames[kind],
      title: article.data.title,
      lead: article.data.description,
      artSeed: seedOf(article.href),
      cover: article.data.cover && responsiveImage(article.data.cover),
      published: copy.detail.published,
      date: article.date,
      readingTime: copy.card.readingTime.replace("{minutes}", String(article.readingMinutes)),
      author: author ? copy.detail.author.replace("{author}", author) : undefined,
      download: kind === "whitepapers" ? { label: copy.detail.download, href: paths.whitepaperDownload(article.keyword) } : undefined,
    },
    breadcrumbs: breadcrumbTrail(
      resourcesCrumb(),
      { label: copy.lists[kind].breadcrumb, path: paths.resourceList(kind) },
      { label: article.data.title, path: article.href },
    ),
    tags: { label: copy.card.tags, items: article.data.tags },
    facts: factsOf(article, copy.detail),
    toc: article.words > TOC_MIN_WORDS ? { title: copy.detail.tocTitle, entries: toc.filter((entry) => entry.depth === 2) } : null,
    html,
    outcomes: article.kind === "case-studies" ? { heading: copy.detail.outcomes, items: article.data.outcomes } : null,
    related: {
      heading: copy.detail.related,
      cards: relatedEntries(resourceCard(article), listAllArticles().map(resourceCard)),
      kindNames: copy.kindNames,
      card: copy.card,
    },
    cta: copy.detail.cta[kind],
    jsonLd: articleJsonLd(article, siteOrigin()),
  };
}

export type ResourceDetailData = NonNullable<ReturnType<typeof getResourceDetail>>;

/** The all-resources feed, advertised in every page's head. */
export function resourcesFeedLink() {
  return { title: `${site.name}: ${resourcesCopy().hub.feedTitle}`, href: paths.resourcesFeed };
}

/** The pre-rendered lists, entries and feeds of /resources (the hub comes from the route table). */
export function resourcePaths(): string[] {
  const lists = articleKinds.flatMap((kind) => [paths.resourceList(kind), paths.resourceListFeed(kind)]);
  return [...lists, paths.resourcesFeed, ...listAllArticles().map((article) => article.href)];
}
