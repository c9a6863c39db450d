import { z } from "zod";
import { slug, nonEmpty } from "./fragments";

// Front matter of the Markdown collections: legal pages, blogs, case studies, whitepapers.
export const legalFrontMatter = z.object({
  title: nonEmpty(),
  description: z.string().min(50).max(170),
  updated: z.coerce.date(),
});

const articleBase = z.object({
  title: nonEmpty(),
  description: z.string().min(50).max(200),
  date: z.coerce.date(),
  tags: z.array(nonEmpty()).default([]),
  readingMinutes: z.number().int().positive().optional(),
});

export const blogFrontMatter = articleBase.extend({ author: nonEmpty() });

export const caseStudyFrontMatter = articleBase.extend({
  industry: slug(),
  clientKind: nonEmpty(),
  outcomes: z.array(z.object({ figure: nonEmpty(), label: nonEmpty() })).min(1).max(4),
});

export const whitepaperFrontMatter = articleBase.extend({
  pages: z.number().int().positive(),
  audience: nonEmpty(),
});
