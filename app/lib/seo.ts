import type { MetaDescriptor } from "react-router";
import { withSiteName } from "./page-title";
import { paths } from "./paths";
import { absoluteUrl } from "./site-url";

type RootData = { origin: string; site: { name: string } };
type Match = { id: string; loaderData?: unknown } | undefined;

export type PageSeo = { title: string; description: string; path: string; type?: "website" | "article" };

/** The size of every share image, as Open Graph and the image generator both need it. */
export const shareImageSize = { width: 1200, height: 630 } as const;

/** Title, description, canonical, Open Graph and Twitter tags for one page, with the page's own share image. */
export function seo(matches: readonly Match[], page: PageSeo): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
  const origin = root?.origin ?? "http://localhost:3000";
  const siteName = root?.site.name ?? "";
  const url = absoluteUrl(origin, page.path);
  const title = withSiteName(page.title, siteName, page.path);
  const image = absoluteUrl(origin, paths.shareImage(page.path));
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(shareImageSize.width) },
    { property: "og:image:height", content: String(shareImageSize.height) },
    { property: "og:image:alt", content: title },
    // X reads the title, description and image from the Open Graph tags when it finds no twitter: ones.
    { name: "twitter:card", content: "summary_large_image" },
  ];
}
