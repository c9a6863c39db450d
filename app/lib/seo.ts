import type { MetaDescriptor } from "react-router";
import { withSiteName } from "./page-title";
import { paths } from "#shared/paths.ts";
import { absoluteUrl } from "./site-url";

type RootData = { origin: string; site: { name: string } };
type Match = { id: string; loaderData?: unknown } | undefined;

export type PageSeo = {
  title: string;
  description: string;
  path: string;
  type?: "website" | "article";
  /** Where search engines should credit the page: a path on this site or a full address; the page's own by default. */
  canonical?: string;
  /** Keeps the page out of search results (and, at build, out of the sitemap). */
  noindex?: boolean;
  /** The entry's own share image (its 1200 × 630 card); else the one drawn for the page at build. */
  shareImage?: ShareImage;
};

/** A share image of the company's own, cut to shareImageSize at build (app/.server/content/content-images.ts). */
export type ShareImage = { path: string; type: string; alt: string };

/** What an entry's editor may set for search engines (content/schema/fragments.ts `searchEngineFields`). */
export type SearchEngineFields = { metaTitle?: string; metaDescription?: string; canonical?: string; noindex?: boolean };

/**
 * An entry page's meta with its editor's search-engine overrides applied; unset fields keep the page's own. The share
 * image comes resolved (its card's address), as only the server can read the file.
 */
export function withSearchEngineFields(page: PageSeo, fields: SearchEngineFields | undefined, shareImage?: ShareImage): PageSeo {
  if (!fields) return page;
  // Only what is set: the meta travels in every page's data, so absent keys stay absent.
  return {
    ...page,
    title: fields.metaTitle ?? page.title,
    description: fields.metaDescription ?? page.description,
    ...(fields.canonical && { canonical: fields.canonical }),
    ...(fields.noindex && { noindex: true }),
    ...(shareImage && { shareImage }),
  };
}

/** The size of every share image, as Open Graph and the image generator both need it. */
export const shareImageSize = { width: 1200, height: 630 } as const;

/** Title, description, canonical, Open Graph and Twitter tags for one page, with the page's own share image. */
export function seo(matches: readonly Match[], page: PageSeo): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
  const origin = root?.origin ?? "http://localhost:3000";
  const siteName = root?.site.name ?? "";
  // A full address stays as it is (URL resolves an absolute one against nothing).
  const url = absoluteUrl(origin, page.canonical ?? page.path);
  const title = withSiteName(page.title, siteName, page.path);
  const image = absoluteUrl(origin, page.shareImage?.path ?? paths.shareImage(page.path));
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    ...(page.noindex ? [{ name: "robots", content: "noindex" }] : []),
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:type", content: page.shareImage?.type ?? "image/png" },
    { property: "og:image:width", content: String(shareImageSize.width) },
    { property: "og:image:height", content: String(shareImageSize.height) },
    { property: "og:image:alt", content: page.shareImage?.alt ?? title },
    // X reads the title, description and image from the Open Graph tags when it finds no twitter: ones.
    { name: "twitter:card", content: "summary_large_image" },
  ];
}
