import { Feed } from "feed";
import type { ArticleKind } from "#shared/article-kinds.ts";
import { paths } from "#shared/paths.ts";
import { absoluteUrl } from "#app/lib/site-url.ts";
import { siteOrigin } from "#app/.server/site-origin.ts";
import { listAllArticles, listArticles, type Article } from "./articles";
import { resourcesCopy } from "./resources";
import { site } from "./site";

export type FeedName = ArticleKind | "all";

export function feedPath(name: FeedName): string {
  return name === "all" ? paths.resourcesFeed : paths.resourceListFeed(name);
}

/** The Atom 1.0 feed of one collection, or of all of them: title, link, date, summary and topics of every entry. */
export function buildFeed(name: FeedName, origin = siteOrigin()): string {
  const copy = resourcesCopy();
  const articles: Article[] = name === "all" ? listAllArticles() : listArticles(name);
  const list =
    name === "all"
      ? { title: copy.hub.feedTitle, meta: copy.hub.meta, path: paths.resourcesHub }
      : { title: copy.lists[name].feedTitle, meta: copy.lists[name].meta, path: paths.resourceList(name) };
  const firm = { name: site.name, link: `${origin}/` };
  const feed = new Feed({
    id: absoluteUrl(origin, feedPath(name)),
    title: `${list.title} | ${site.name}`,
    description: list.meta.description,
    link: absoluteUrl(origin, list.path),
    language: "en",
    favicon: absoluteUrl(origin, "/favicon.svg"),
    copyright: `© ${site.copyrightHolder}`,
    // The newest entry's date, so the feed changes only when its entries do.
    updated: new Date(`${articles[0]?.date ?? "2024-01-01"}T00:00:00Z`),
    generator: false,
    feedLinks: { atom: absoluteUrl(origin, feedPath(name)) },
    author: firm,
  });
  for (const article of articles) {
    const url = absoluteUrl(origin, article.href);
    feed.addItem({
      title: article.data.title,
      id: url,
      link: url,
      date: new Date(`${article.date}T00:00:00Z`),
      description: article.data.description,
      category: [
        { name: copy.kindNames[article.kind], term: copy.kindNames[article.kind] },
        ...article.data.tags.map((tag) => ({ name: tag, term: tag })),
      ],
      author: [{ name: "author" in article.data ? `${article.data.author}, ${site.name}` : site.name }],
    });
  }
  return feed.atom1();
}
