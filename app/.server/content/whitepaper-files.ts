import { readdirSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { whitepaperFrontMatter } from "#content/schema/articles.ts";
import { contentRoot, readMarkdownFile } from "./files";
import { fillSiteTokens } from "./site";

// Only what the gated download and its PDF need; the resources pages own the full article model.
const downloadFrontMatter = whitepaperFrontMatter
  .pick({ title: true, description: true, date: true, audience: true })
  .extend({ author: z.string().optional() });

export type WhitepaperSource = z.output<typeof downloadFrontMatter> & { keyword: string; body: string };

/** Every whitepaper in content/whitepapers, keyword from the file name, {{tokens}} filled. */
export function whitepaperSources(): WhitepaperSource[] {
  return readdirSync(path.join(contentRoot, "whitepapers"))
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => {
      const file = readMarkdownFile(`whitepapers/${name}`, downloadFrontMatter);
      return { ...file.data, keyword: file.slug, body: fillSiteTokens(file.body, file.file) };
    });
}

export function whitepaperKeywords(): string[] {
  return whitepaperSources().map((source) => source.keyword);
}
