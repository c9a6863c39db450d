import { z } from "zod";

// Shared fragments
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/i, "use letters, digits and single hyphens");
const internalPath = z.string().regex(/^\/[^\s]*$/, "must start with /");
const externalUrl = z.url({ protocol: /^https?$/ });
const nonEmpty = z.string().trim().min(1);
const email = z.email();

export const placeholderNote = z.string().optional();

export const siteSchema = z.object({
  name: nonEmpty,
  legalName: nonEmpty,
  shortName: nonEmpty,
  tagline: nonEmpty,
  description: nonEmpty,
  engineersClaim: nonEmpty,
  phone: z.object({ display: nonEmpty, tel: z.string().regex(/^\+\d{6,15}$/, "E.164, e.g. +14155550100") }),
  email,
  salesSupportEmail: email,
  leadsTo: email,
  mailFrom: email,
  address: z.object({
    street: nonEmpty,
    city: nonEmpty,
    region: nonEmpty,
    postalCode: nonEmpty,
    country: nonEmpty,
  }),
  socials: z.object({ linkedin: externalUrl }),
  careersUrl: externalUrl,
  isoCertification: nonEmpty,
  /** When sales answers the phone and the inbox, in words. */
  officeHours: nonEmpty,
  copyrightHolder: nonEmpty,
  /** Facts the company must confirm before launch: dotted paths into this object. */
  placeholders: z.array(nonEmpty),
});

const navLink = z.object({
  label: nonEmpty,
  href: z.union([internalPath, externalUrl]),
  description: z.string().optional(),
  external: z.boolean().optional(),
});

export const navigationSchema = z.object({
  header: z.array(
    z.object({
      label: nonEmpty,
      /** Route prefixes that mark this menu active. */
      activeFor: z.array(internalPath),
      items: z.array(navLink).min(1),
    }),
  ),
  partnership: navLink,
  careers: navLink,
  contact: navLink,
  footer: z.array(z.object({ title: nonEmpty, links: z.array(navLink).min(1) })).length(4),
});

export const legalFrontMatter = z.object({
  title: nonEmpty,
  description: z.string().min(50).max(170),
  updated: z.coerce.date(),
});

const articleBase = z.object({
  title: nonEmpty,
  description: z.string().min(50).max(200),
  date: z.coerce.date(),
  tags: z.array(nonEmpty).default([]),
  readingMinutes: z.number().int().positive().optional(),
});

export const blogFrontMatter = articleBase.extend({ author: nonEmpty });

export const caseStudyFrontMatter = articleBase.extend({
  industry: slug,
  clientKind: nonEmpty,
  outcomes: z.array(z.object({ figure: nonEmpty, label: nonEmpty })).min(1).max(4),
});

export const whitepaperFrontMatter = articleBase.extend({
  pages: z.number().int().positive(),
  audience: nonEmpty,
});

const serviceCard = z.object({ title: nonEmpty, points: z.array(nonEmpty).min(1) });
const serviceTab = z.object({
  name: nonEmpty,
  icon: nonEmpty,
  cards: z.array(z.object({ title: nonEmpty, content: nonEmpty, type: z.number().int().min(0).max(4) })).min(1),
});

export const serviceFamilies = [
  "data-services",
  "ai-solution",
  "microsoft-consulting",
  "salesforce-consulting",
  "product-engineering",
  "startup-solution",
  "staffing-solution",
] as const;

export const serviceSchema = z.object({
  slug,
  family: z.enum(serviceFamilies),
  title: nonEmpty,
  summary: nonEmpty,
  intro: z.array(nonEmpty).min(1),
  icon: nonEmpty,
  cards: z.array(serviceCard).default([]),
  tabs: z.array(serviceTab).default([]),
  list: z.array(nonEmpty).default([]),
});

export const industrySchema = z.object({
  slug: z.enum(["banking", "finance-service", "insurance", "healthcare", "media-entertainment", "package-distribution"]),
  name: nonEmpty,
  heading: nonEmpty,
  summary: nonEmpty,
  topics: z
    .array(
      z.object({
        title: nonEmpty,
        items: z
          .array(z.object({ title: nonEmpty, description: z.union([nonEmpty, z.array(nonEmpty).min(1)]) }))
          .min(1),
      }),
    )
    .min(1),
});

export const officeSchema = z.object({
  id: z.enum(["hq", "as", "lo", "du", "ba", "ch", "co", "au"]),
  title: nonEmpty,
  name: nonEmpty,
  address: nonEmpty,
  mail: email,
  mail2: email.optional(),
  phone: z.string().optional(),
  person: z.string().optional(),
  coordinates: z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]),
});

export const partnerSchema = z.object({
  slug,
  name: nonEmpty,
  description: nonEmpty,
  /** simple-icons slug when the brand is there; otherwise a typographic wordmark is drawn. */
  icon: z.string().optional(),
  url: externalUrl,
});

export const testimonialSchema = z.object({
  quote: nonEmpty,
  initials: z.string().regex(/^[A-Z]\.?\s?[A-Z]\.?$/, "initials only, e.g. 'J. R.'"),
  role: nonEmpty,
  organisationKind: nonEmpty,
  sample: z.literal(true),
});

export const differentiatorSchema = z.object({
  id: z.number().int().min(1).max(6),
  name: nonEmpty,
  icon: nonEmpty,
  heading: nonEmpty,
  text: nonEmpty,
});

const tabLink = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("external"), href: externalUrl, target: z.enum(["_blank", "_self"]).default("_blank") }),
  z.object({ kind: z.literal("internal"), to: internalPath }),
]);

export const bannerTabSchema = z.object({
  id: z.enum(["home", "profile", "disabled", "messages", "settings", "mahaaya", "aiservices"]),
  group: z.enum(["left", "centre", "right"]),
  title: nonEmpty,
  icon: nonEmpty,
  description: nonEmpty,
  buttonLabel: nonEmpty,
  link: tabLink,
});

export const catalogueSchema = z.array(
  z.object({
    family: z.enum(serviceFamilies),
    title: nonEmpty,
    cards: z
      .array(z.object({ heading: nonEmpty, content: nonEmpty, type: z.union([z.literal(0), z.literal(1), z.literal(3), z.literal(4)]) }))
      .min(1),
  }),
);

export const clientKindSchema = z.object({ label: nonEmpty, sector: nonEmpty });

export const teamMemberSchema = z.object({ name: nonEmpty, role: nonEmpty });

export type Site = z.infer<typeof siteSchema>;
export type Navigation = z.infer<typeof navigationSchema>;
export type NavLink = z.infer<typeof navLink>;
export type Service = z.infer<typeof serviceSchema>;
export type Industry = z.infer<typeof industrySchema>;
export type Office = z.infer<typeof officeSchema>;
export type Partner = z.infer<typeof partnerSchema>;
export type Testimonial = z.infer<typeof testimonialSchema>;
export type Differentiator = z.infer<typeof differentiatorSchema>;
export type BannerTab = z.infer<typeof bannerTabSchema>;
export type ServiceFamily = (typeof serviceFamilies)[number];

export const serviceFamilySchema = z.object({
  id: z.enum(serviceFamilies),
  title: nonEmpty,
  summary: nonEmpty,
  icon: nonEmpty,
  href: internalPath,
});

export type ServiceFamilyEntry = z.infer<typeof serviceFamilySchema>;
export type ClientKind = z.infer<typeof clientKindSchema>;

// Home page
const homeLink = z.object({ label: nonEmpty, href: z.union([internalPath, externalUrl]) });

export const bannerSlideSchema = z.object({
  eyebrow: nonEmpty,
  title: nonEmpty,
  text: nonEmpty,
  link: homeLink,
  /** Seeds the slide's generated art, so every slide keeps its own picture. */
  artSeed: z.number().int().positive(),
});

export const serviceHighlightSchema = z.object({
  title: nonEmpty,
  summary: nonEmpty,
  points: z.array(nonEmpty).min(2).max(4),
  icon: nonEmpty,
  href: internalPath,
});

export const companySchema = z.object({
  about: z.object({
    eyebrow: nonEmpty,
    title: nonEmpty,
    paragraphs: z.array(nonEmpty).min(1),
    stats: z.array(z.object({ figure: nonEmpty, label: nonEmpty })).min(2).max(4),
  }),
  culture: z.object({
    eyebrow: nonEmpty,
    title: nonEmpty,
    lead: nonEmpty,
    pillars: z.array(z.object({ title: nonEmpty, text: nonEmpty, icon: nonEmpty })).min(2).max(6),
  }),
  mission: nonEmpty,
  vision: nonEmpty,
  coreValues: z.array(z.object({ name: nonEmpty, text: nonEmpty })).min(3).max(8),
});

export type BannerSlide = z.infer<typeof bannerSlideSchema>;
export type ServiceHighlight = z.infer<typeof serviceHighlightSchema>;
export type Company = z.infer<typeof companySchema>;
export type Catalogue = z.infer<typeof catalogueSchema>;
export type CatalogueCard = Catalogue[number]["cards"][number];

// Page copy
const pageMeta = z.object({ title: nonEmpty, description: z.string().min(50).max(170) });
const pageHero = z.object({ eyebrow: nonEmpty, title: nonEmpty, lead: nonEmpty });

export const contactPageSchema = z.object({
  meta: pageMeta,
  hero: pageHero,
  form: z.object({ title: nonEmpty, lead: nonEmpty }),
  panel: z.object({
    title: nonEmpty,
    lead: nonEmpty,
    talkLabel: nonEmpty,
    visitLabel: nonEmpty,
    footprintLabel: nonEmpty,
    linkedinLabel: nonEmpty,
  }),
  steps: z.object({ title: nonEmpty, items: z.array(z.object({ title: nonEmpty, text: nonEmpty })).min(2).max(5) }),
});

export type ContactPage = z.infer<typeof contactPageSchema>;

export const homePageSchema = z.object({ meta: pageMeta });
export type HomePage = z.infer<typeof homePageSchema>;
