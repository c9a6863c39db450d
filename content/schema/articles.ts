import { z } from "zod";
import { contentImage, slug, nonEmpty, searchEngineFields } from "./fragments";
import { unconfirmedFrontMatter } from "./unconfirmed";

// Front matter of the Markdown collections: legal pages, blogs, case studies, whitepapers.
export const legalFrontMatter = z.strictObject({
  title: nonEmpty(),
  description: z.string().min(50).max(170),
  updated: z.coerce.date(),
  unconfirmed: unconfirmedFrontMatter(),
});

const articleBase = z.strictObject({
  title: nonEmpty(),
  description: z.string().min(50).max(200),
  date: z.coerce.date(),
  tags: z.array(nonEmpty()).default([]),
  /** Slugs of content/industries/; checked by the article loader (a bad slug fails the build). */
  industries: z.array(slug()).default([]),
  /** Slugs of content/services/ or content/ai-offerings/; checked like industries. */
  services: z.array(slug()).min(1),
  /** Facts the file states that nobody here can vouch for (content/schema/unconfirmed.ts). */
  unconfirmed: unconfirmedFrontMatter(),
  /** Shown at the top of the article and on its card; at least 1200 px wide. */
  cover: contentImage().optional().describe("A picture of the company's own, shown at the top and on the article's card"),
  searchEngines: searchEngineFields(),
});

/** Authors appear by role ("Practice lead, Data Governance"), never by an invented name. */
export const blogFrontMatter = articleBase.extend({ author: nonEmpty() });

export const caseStudyFrontMatter = articleBase.extend({
  /** The client by kind only ("A regional credit union"): no client is ever named. */
  clientKind: nonEmpty(),
  sector: nonEmpty(),
  /** A figure only where the original site published one; otherwise the outcome in words. */
  outcomes: z
    .array(z.strictObject({ figure: nonEmpty().optional(), label: nonEmpty() }))
    .min(1)
    .max(4),
});

export const whitepaperFrontMatter = articleBase.extend({ author: nonEmpty(), audience: nonEmpty() });

export type BlogFrontMatter = z.output<typeof blogFrontMatter>;
export type CaseStudyFrontMatter = z.output<typeof caseStudyFrontMatter>;
export type WhitepaperFrontMatter = z.output<typeof whitepaperFrontMatter>;
