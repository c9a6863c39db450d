import { z } from "zod";
import { checkDrawing, drawingShape } from "./diagram";
import { ctaLink, entryOrder, iconName, nonEmpty, pageHero, pageMeta, searchEngineFields, sectionHeading, slug } from "./fragments";

/** The original site's six industries, in the order the side menu lists them (docs/content.md). */
export const industrySlugs = [
  "banking",
  "finance-service",
  "insurance",
  "healthcare",
  "media-entertainment",
  "package-distribution",
] as const;
export type IndustrySlug = (typeof industrySlugs)[number];

/** A detail under a sub-item (the original site's child_cont: child_title, decription). */
const childItem = z.strictObject({ title: nonEmpty(), description: nonEmpty() });

/** A topic's sub-item (the original site's sub_cont): a title and either a paragraph or a list of points (decriptionList), with optional children. */
const topicItem = z.strictObject({
  title: nonEmpty(),
  description: z.union([nonEmpty(), z.array(nonEmpty()).min(2)]),
  children: z.array(childItem).min(1).optional(),
});

/**
 * A use case's architecture, drawn by the gallery's renderer at the top of its card: across from 1024 px,
 * down below (so at most two rows, and labels that fit a phone: the loader checks). The caption says in a
 * sentence what the drawing shows; it is shown under it and describes it to assistive technology.
 */
const useCaseDiagram = z
  .object({ ...drawingShape, caption: z.string().trim().min(40).max(200) })
  .superRefine(checkDrawing)
  .refine((drawing) => drawing.rows <= 2 && drawing.columns <= 6, {
    message: "a use case's diagram has at most 6 columns and 2 rows, so it reads on a phone drawn down",
  });

/** One content card of an industry page (a use case). Layout and animation direction come from its position, not from content. */
const topic = z.strictObject({
  title: nonEmpty(),
  lead: nonEmpty(),
  diagram: useCaseDiagram,
  items: z.array(topicItem).min(1),
});

/** The fields of one industry, as its file holds them (the slug is the file's name). */
const industryFields = z.strictObject({
  /** The side menu's label, the hub card's title and the last breadcrumb. */
  name: nonEmpty(),
  icon: iconName(),
  /** The side menu's tooltip: what the page covers, in a line. */
  tagline: z.string().trim().min(10).max(80),
  /** The page's h1. */
  heading: nonEmpty(),
  /** The banner lead, the hub card text and the meta description. */
  summary: z.string().trim().min(50).max(170),
  intro: z.array(nonEmpty()).min(2),
  /** Regulations and standards the copy names; the loader checks each appears in the page's text. */
  regulations: z.array(nonEmpty()).min(1),
  topics: z.array(topic).min(1),
  /** Slugs of offerings (content/services/ or content/ai-offerings/); the loader checks they exist. */
  services: z.array(slug()).min(2).max(6),
  cta: z.strictObject({ title: nonEmpty(), lead: nonEmpty() }),
  searchEngines: searchEngineFields(),
});

/** A file of content/industries/: one /key-industries/:slug page, in the side menu's `order`. */
export const industryEntrySchema = industryFields.extend({ order: entryOrder() });
export const industrySchema = industryFields.extend({ slug: z.enum(industrySlugs) });

export type Industry = z.infer<typeof industrySchema>;
export type IndustryTopic = z.infer<typeof topic>;
export type IndustryInput = z.input<typeof industrySchema>;

/** The hub's copy, and the words every industry page shares around its own content. */
export const keyIndustriesPageSchema = z.strictObject({
  meta: pageMeta(),
  hero: pageHero(),
  intro: z.array(nonEmpty()).min(1),
  grid: sectionHeading(),
  /** The link on each hub card; {name} is the industry. */
  cardAction: z.string().includes("{name}"),
  cta: sectionHeading().extend({ action: ctaLink() }),
  industryPage: z.strictObject({
    /** {name} is the industry. */
    metaTitle: z.string().includes("{name}"),
    /** The breadcrumb to the hub: Home › Key Industries › Banking. */
    breadcrumb: nonEmpty(),
    /** The side menu's accessible name. */
    menuLabel: nonEmpty(),
    tocTitle: nonEmpty(),
    regulationsTitle: nonEmpty(),
    services: sectionHeading(),
    ctaEyebrow: nonEmpty(),
    contact: ctaLink(),
    hub: ctaLink(),
  }),
});

export type KeyIndustriesPage = z.infer<typeof keyIndustriesPageSchema>;
