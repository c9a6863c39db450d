/**
 * The one place a page's URL is written (docs/urls.md). app/routes.ts builds the route table from these
 * builders (a builder given ":slug" spells its route pattern), and links, feeds and sitemaps call them.
 */
export const paths = {
  servicesHub: "/services",
  service: (slug: string) => `/services/${slug}`,
  aiHub: "/aiservices",
  aiOffering: (slug: string) => `/aiservices/${slug}`,
  industriesHub: "/key-industries",
  industry: (slug: string) => `/key-industries/${slug}`,
  resourcesHub: "/resources",
  resourceList: (kind: "blogs" | "whitepapers" | "case-studies" | "webinars" | "digital-brochures" | ":kind") => `/resources/${kind}`,
  blog: (keyword: string) => `/resources/blogs/${keyword}`,
  whitepaper: (keyword: string) => `/resources/whitepapers/${keyword}`,
  /** The gated download: a short form, then a signed, expiring link to the PDF. */
  whitepaperDownload: (keyword: string) => `/resources/whitepapers/${keyword}/download`,
  /** The PDF itself, answered only with a valid signature (server/downloads/signed-link.ts). */
  whitepaperFile: (keyword: string) => `/resources/whitepapers/${keyword}/download/file`,
  caseStudy: (keyword: string) => `/resources/case-studies/${keyword}`,
  /** A blog, whitepaper or case study by its kind (shared/article-kinds.ts). */
  article: (kind: string, keyword: string) => `/resources/${kind}/${keyword}`,
  /** Atom feeds: every blog, whitepaper and case study, and one per collection. */
  resourcesFeed: "/resources/feed.xml",
  resourceListFeed: (kind: "blogs" | "whitepapers" | "case-studies" | ":kind") => `/resources/${kind}/feed.xml`,
  /** The site search: results for the query and filters in the address (docs/search.md). */
  search: "/search",
  gallery: "/gallery",
  galleryItem: (slug: string) => `/gallery/${slug}`,
  /** The data the lightbox draws a diagram from, fetched when it opens. */
  galleryDrawing: (slug: string) => `/gallery/${slug}/drawing.json`,
  /** The home catalogue's cards beyond its first tab, fetched when the visitor heads for the tabs. */
  catalogueCards: "/catalogue-cards.json",
  webinar: (slug: string) => `/resources/webinars/${slug}`,
  /** One public PDF per service family, made at build (scripts/pdf/). */
  brochurePdf: (family: string) => `/downloads/brochures/${family}.pdf`,
  workLife: "/work-life",
  keyDifferentiators: "/key-differentiators",
  ourTeam: "/our-team",
  nupmat: "/nupmat",
  /** The 1200×630 picture a link preview shows for a page, made at build (scripts/share-images/). */
  shareImage: (pathname: string) => `/share/${pathname.replace(/^\/+|\/+$/g, "") || "index"}.png`,
  /** A banner's drawing in its page family's motif as a file, drawn at build for each seed the pages use (scripts/art/). */
  heroArt: (motif: string, seed: number) => `/art/hero-${motif}-${seed}.svg`,
  /** A card's cover art as a file, drawn at build for each seed the pages use (scripts/art/). */
  patternArt: (seed: number) => `/art/pattern-${seed}.svg`,
  /** The world's land as one path, for the office map (scripts/art/). */
  worldLand: "/art/world-land.svg",
} as const;

/**
 * The pages only the route table, the share images and the content check name: kept apart from `paths`, which
 * the browser's shell bundles, so they cost the pages nothing.
 */
export const fixedPaths = {
  home: "/",
  companyOverview: "/company-overview",
  contactUs: "/contact-us",
  employeePortal: "/employee-portal",
  globalFootprint: "/global-footprint",
  partnership: "/partnership",
  privacyPolicy: "/privacy-policy",
  robots: "/robots.txt",
  securityTxt: "/.well-known/security.txt",
  /** The contact form's endpoint, answered live. */
  sendMail: "/api/sendMail",
} as const;

// The staff area's URLs live in shared/staff-paths.ts and are not re-exported here: a re-export would make the shell
// chunk, which bundles this module, carry them to every public page.
