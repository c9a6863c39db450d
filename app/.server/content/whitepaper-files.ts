import { listArticles, type FrontMatterOf } from "./articles";

export type WhitepaperSource = FrontMatterOf<"whitepapers"> & { keyword: string; body: string };

/** What the gated download and its PDF need of each whitepaper, from the one article loader. */
export function whitepaperSources(): WhitepaperSource[] {
  return listArticles("whitepapers").map((article) => ({ ...article.data, keyword: article.keyword, body: article.body }));
}

export function whitepaperKeywords(): string[] {
  return whitepaperSources().map((source) => source.keyword);
}
