import { z } from "zod";
import { sampleContentSchema } from "./sample-content";
import { paths, fixedPaths } from "#shared/paths.ts";
import { blogFrontMatter, caseStudyFrontMatter, legalFrontMatter, whitepaperFrontMatter } from "./articles";
import { brochureEntrySchema, brochuresPageSchema } from "./brochure";
import { keyDifferentiatorsPageSchema, nupmatPageSchema, ourTeamPageSchema, workLifePageSchema } from "./company-pages";
import { diagramEntrySchema, galleryPageSchema } from "./diagram";
import { differentiatorSchema } from "./differentiator";
import { bannerSlideSchema, bannerTabsSchema, clientKindSchema, companySchema, homeCatalogueSchema, serviceHighlightSchema } from "./home";
import { industryEntrySchema, keyIndustriesPageSchema } from "./industry";
import { navigationFileSchema } from "./navigation";
import { officesSchema } from "./office";
import {
  aiHubPageSchema,
  companyOverviewPageSchema,
  contactPageSchema,
  errorPagesSchema,
  globalFootprintPageSchema,
  homePageSchema,
  legalPageCopySchema,
  partnershipPageSchema,
  servicePageCopySchema,
  servicesHubPageSchema,
} from "./pages";
import { partnerSchema } from "./partner";
import { resourcesPageSchema } from "./resources";
import { searchSynonymsSchema } from "./search-synonyms";
import { serviceFamilies, serviceFamilySchema } from "./service-family";
import { aiOfferingEntrySchema, serviceEntrySchema } from "./service";
import { shareImagesSchema } from "./share-images";
import { siteSchema } from "./site";
import { testimonialSchema } from "./testimonial";
import { unconfirmedClaimsFileSchema } from "./unconfirmed";
import { webinarEntrySchema, webinarsPageSchema } from "./webinar";
import { whitepaperDownloadPageSchema } from "./whitepaper-download";

/**
 * Every content set under the content root (content/, or CONTENT_ROOT): where its files are, their format and the
 * schema of one file. The loaders read through it, the editor builds its collections and singletons from it, and
 * `validateSiteContent` checks a whole tree with it. A collection is a folder with one file per entry, named by the
 * entry's slug (which the file does not repeat); a singleton is one file holding one object.
 */
export type ContentSet = {
  /** The set's key, used in code and by the editor. */
  name: string;
  /** What an editor calls it. */
  label: string;
  kind: "collection" | "singleton";
  /** Relative to the content root: a folder ending in "/" for a collection, a file for a singleton. */
  path: string;
  /** YAML files, or Markdown with YAML front matter (the schema is then the front matter's). */
  format: "yaml" | "markdown";
  /** The schema of one entry (without its slug) or of the singleton's object. */
  schema: z.ZodType;
  /** A collection's field that holds the entry's title. */
  slugField?: string;
  /** The public address of an entry's page (a collection) or of the page the singleton's words appear on. */
  previewPath?: (slug: string) => string;
};

const collection = <const T extends Omit<ContentSet, "kind">>(set: T) => ({ ...set, kind: "collection" as const });
const singleton = <const T extends Omit<ContentSet, "kind" | "slugField">>(set: T) => ({ ...set, kind: "singleton" as const });
const page = (address: string) => () => address;

/** A file that holds one list, under one key. */
const listOf = <K extends string, S extends z.ZodType>(key: K, item: S) =>
  z.strictObject({ [key]: z.array(item).min(1) } as { [P in K]: z.ZodArray<S> });

export const contentSets = {
  services: collection({
    name: "services",
    label: "Services",
    path: "services/",
    format: "yaml",
    schema: serviceEntrySchema,
    slugField: "title",
    previewPath: paths.service,
  }),
  aiOfferings: collection({
    name: "aiOfferings",
    label: "AI offerings",
    path: "ai-offerings/",
    format: "yaml",
    schema: aiOfferingEntrySchema,
    slugField: "title",
    previewPath: paths.aiOffering,
  }),
  industries: collection({
    name: "industries",
    label: "Industries",
    path: "industries/",
    format: "yaml",
    schema: industryEntrySchema,
    slugField: "name",
    previewPath: paths.industry,
  }),
  gallery: collection({
    name: "gallery",
    label: "Gallery drawings",
    path: "gallery/",
    format: "yaml",
    schema: diagramEntrySchema,
    slugField: "title",
    previewPath: paths.galleryItem,
  }),
  webinars: collection({
    name: "webinars",
    label: "Webinars",
    path: "webinars/",
    format: "yaml",
    schema: webinarEntrySchema,
    slugField: "title",
    previewPath: paths.webinar,
  }),
  brochures: collection({
    name: "brochures",
    label: "Brochures (one per service family)",
    path: "brochures/",
    format: "yaml",
    schema: brochureEntrySchema,
    slugField: "title",
    previewPath: page(paths.resourceList("digital-brochures")),
  }),
  blogs: collection({
    name: "blogs",
    label: "Blogs",
    path: "blogs/",
    format: "markdown",
    schema: blogFrontMatter,
    slugField: "title",
    previewPath: paths.blog,
  }),
  caseStudies: collection({
    name: "caseStudies",
    label: "Case studies",
    path: "case-studies/",
    format: "markdown",
    schema: caseStudyFrontMatter,
    slugField: "title",
    previewPath: paths.caseStudy,
  }),
  whitepapers: collection({
    name: "whitepapers",
    label: "Whitepapers",
    path: "whitepapers/",
    format: "markdown",
    schema: whitepaperFrontMatter,
    slugField: "title",
    previewPath: paths.whitepaper,
  }),
  legal: collection({
    name: "legal",
    label: "Legal and employee pages",
    path: "legal/",
    format: "markdown",
    schema: legalFrontMatter,
    slugField: "title",
    previewPath: (slug: string) => `/${slug}`,
  }),
  site: singleton({ name: "site", label: "Company facts and placeholders", path: "site.yaml", format: "yaml", schema: siteSchema }),
  company: singleton({
    name: "company",
    label: "Company story and figures",
    path: "company.yaml",
    format: "yaml",
    schema: companySchema,
    previewPath: page(fixedPaths.companyOverview),
  }),
  navigation: singleton({ name: "navigation", label: "Navigation", path: "navigation.yaml", format: "yaml", schema: navigationFileSchema }),
  searchSynonyms: singleton({
    name: "searchSynonyms",
    label: "Search synonyms",
    path: "search-synonyms.yaml",
    format: "yaml",
    schema: z.strictObject({ synonyms: searchSynonymsSchema }),
  }),
  partners: singleton({
    name: "partners",
    label: "Partners",
    path: "partners.yaml",
    format: "yaml",
    schema: z.strictObject({ partners: partnerSchema.array().length(12) }),
    previewPath: page(fixedPaths.partnership),
  }),
  offices: singleton({
    name: "offices",
    label: "Offices",
    path: "offices.yaml",
    format: "yaml",
    schema: z.strictObject({ offices: officesSchema }),
    previewPath: page(fixedPaths.globalFootprint),
  }),
  testimonials: singleton({
    name: "testimonials",
    label: "Testimonials",
    path: "testimonials.yaml",
    format: "yaml",
    schema: z.strictObject({ testimonials: testimonialSchema.array().min(2) }),
    previewPath: page(fixedPaths.home),
  }),
  differentiators: singleton({
    name: "differentiators",
    label: "Differentiators",
    path: "differentiators.yaml",
    format: "yaml",
    schema: z.strictObject({
      differentiators: differentiatorSchema
        .array()
        .refine((list) => list.map((item) => item.id).join() === "1,2,3,4,5,6", "six differentiators with ids 1 to 6, in order"),
    }),
    previewPath: page(paths.keyDifferentiators),
  }),
  bannerSlides: singleton({
    name: "bannerSlides",
    label: "Home banner slides",
    path: "banner-slides.yaml",
    format: "yaml",
    schema: z.strictObject({ slides: bannerSlideSchema.array().min(2) }),
    previewPath: page(fixedPaths.home),
  }),
  bannerTabs: singleton({
    name: "bannerTabs",
    label: "Home banner tabs",
    path: "banner-tabs.yaml",
    format: "yaml",
    schema: z.strictObject({ tabs: bannerTabsSchema }),
    previewPath: page(fixedPaths.home),
  }),
  clientKinds: singleton({
    name: "clientKinds",
    label: "Kinds of client",
    path: "client-kinds.yaml",
    format: "yaml",
    schema: listOf("clientKinds", clientKindSchema),
    previewPath: page(fixedPaths.home),
  }),
  serviceFamilies: singleton({
    name: "serviceFamilies",
    label: "Service families",
    path: "service-families.yaml",
    format: "yaml",
    schema: z.strictObject({ families: serviceFamilySchema.array().length(serviceFamilies.length) }),
    previewPath: page(paths.servicesHub),
  }),
  serviceHighlights: singleton({
    name: "serviceHighlights",
    label: "Home service highlights",
    path: "service-highlights.yaml",
    format: "yaml",
    schema: z.strictObject({ highlights: serviceHighlightSchema.array().min(2) }),
    previewPath: page(fixedPaths.home),
  }),
  homeCatalogue: singleton({
    name: "homeCatalogue",
    label: "Home catalogue",
    path: "home-catalogue.yaml",
    format: "yaml",
    schema: z.strictObject({ catalogue: homeCatalogueSchema }),
    previewPath: page(fixedPaths.home),
  }),
  shareImages: singleton({
    name: "shareImages",
    label: "Share images",
    path: "share-images.yaml",
    format: "yaml",
    schema: shareImagesSchema,
  }),
  unconfirmedClaims: singleton({
    name: "unconfirmedClaims",
    label: "Claims to confirm before launch",
    path: "unconfirmed-claims.yaml",
    format: "yaml",
    schema: unconfirmedClaimsFileSchema,
  }),
  sampleContent: singleton({
    name: "sampleContent",
    label: "Samples: their label, and which sets show",
    path: "pages/sample-content.yaml",
    format: "yaml",
    schema: sampleContentSchema,
  }),
  homePage: singleton({
    name: "homePage",
    label: "Page: Home",
    path: "pages/home.yaml",
    format: "yaml",
    schema: homePageSchema,
    previewPath: page(fixedPaths.home),
  }),
  servicesPage: singleton({
    name: "servicesPage",
    label: "Page: Services",
    path: "pages/services.yaml",
    format: "yaml",
    schema: servicesHubPageSchema,
    previewPath: page(paths.servicesHub),
  }),
  servicePage: singleton({
    name: "servicePage",
    label: "Page: a service (shared words)",
    path: "pages/service.yaml",
    format: "yaml",
    schema: servicePageCopySchema,
    previewPath: page(paths.service("data-governance")),
  }),
  aiServicesPage: singleton({
    name: "aiServicesPage",
    label: "Page: AI services",
    path: "pages/aiservices.yaml",
    format: "yaml",
    schema: aiHubPageSchema,
    previewPath: page(paths.aiHub),
  }),
  keyIndustriesPage: singleton({
    name: "keyIndustriesPage",
    label: "Page: Key industries",
    path: "pages/key-industries.yaml",
    format: "yaml",
    schema: keyIndustriesPageSchema,
    previewPath: page(paths.industriesHub),
  }),
  resourcesPage: singleton({
    name: "resourcesPage",
    label: "Page: Resources (hub, lists, articles)",
    path: "pages/resources.yaml",
    format: "yaml",
    schema: resourcesPageSchema,
    previewPath: page(paths.resourcesHub),
  }),
  webinarsPage: singleton({
    name: "webinarsPage",
    label: "Page: Webinars",
    path: "pages/webinars.yaml",
    format: "yaml",
    schema: webinarsPageSchema,
    previewPath: page(paths.resourceList("webinars")),
  }),
  brochuresPage: singleton({
    name: "brochuresPage",
    label: "Page: Digital brochures",
    path: "pages/digital-brochures.yaml",
    format: "yaml",
    schema: brochuresPageSchema,
    previewPath: page(paths.resourceList("digital-brochures")),
  }),
  whitepaperDownloadPage: singleton({
    name: "whitepaperDownloadPage",
    label: "Page: Whitepaper download",
    path: "pages/whitepaper-download.yaml",
    format: "yaml",
    schema: whitepaperDownloadPageSchema,
    previewPath: page(paths.whitepaperDownload("whitepapers-details")),
  }),
  galleryPage: singleton({
    name: "galleryPage",
    label: "Page: Gallery",
    path: "pages/gallery.yaml",
    format: "yaml",
    schema: galleryPageSchema,
    previewPath: page(paths.gallery),
  }),
  companyOverviewPage: singleton({
    name: "companyOverviewPage",
    label: "Page: Company overview",
    path: "pages/company-overview.yaml",
    format: "yaml",
    schema: companyOverviewPageSchema,
    previewPath: page(fixedPaths.companyOverview),
  }),
  workLifePage: singleton({
    name: "workLifePage",
    label: "Page: Work life",
    path: "pages/work-life.yaml",
    format: "yaml",
    schema: workLifePageSchema,
    previewPath: page(paths.workLife),
  }),
  keyDifferentiatorsPage: singleton({
    name: "keyDifferentiatorsPage",
    label: "Page: Key differentiators",
    path: "pages/key-differentiators.yaml",
    format: "yaml",
    schema: keyDifferentiatorsPageSchema,
    previewPath: page(paths.keyDifferentiators),
  }),
  ourTeamPage: singleton({
    name: "ourTeamPage",
    label: "Page: Our team",
    path: "pages/our-team.yaml",
    format: "yaml",
    schema: ourTeamPageSchema,
    previewPath: page(paths.ourTeam),
  }),
  nupmatPage: singleton({
    name: "nupmatPage",
    label: "Page: NUPMAT",
    path: "pages/nupmat.yaml",
    format: "yaml",
    schema: nupmatPageSchema,
    previewPath: page(paths.nupmat),
  }),
  globalFootprintPage: singleton({
    name: "globalFootprintPage",
    label: "Page: Global footprint",
    path: "pages/global-footprint.yaml",
    format: "yaml",
    schema: globalFootprintPageSchema,
    previewPath: page(fixedPaths.globalFootprint),
  }),
  partnershipPage: singleton({
    name: "partnershipPage",
    label: "Page: Partnership",
    path: "pages/partnership.yaml",
    format: "yaml",
    schema: partnershipPageSchema,
    previewPath: page(fixedPaths.partnership),
  }),
  contactPage: singleton({
    name: "contactPage",
    label: "Page: Contact us",
    path: "pages/contact-us.yaml",
    format: "yaml",
    schema: contactPageSchema,
    previewPath: page(fixedPaths.contactUs),
  }),
  legalPage: singleton({
    name: "legalPage",
    label: "Page: legal pages (shared words)",
    path: "pages/legal.yaml",
    format: "yaml",
    schema: legalPageCopySchema,
    previewPath: page(fixedPaths.privacyPolicy),
  }),
  errorPages: singleton({
    name: "errorPages",
    label: "Page: errors (404, 500)",
    path: "pages/errors.yaml",
    format: "yaml",
    schema: errorPagesSchema,
  }),
} satisfies Record<string, ContentSet>;

export type ContentSetName = keyof typeof contentSets;
/** The registry as a list, in the order an editor's menu shows it. */
export const contentRegistry: readonly ContentSet[] = Object.values(contentSets);
/** What one file of a set holds once its schema has parsed it. */
export type ContentOf<N extends ContentSetName> = z.output<(typeof contentSets)[N]["schema"]>;
