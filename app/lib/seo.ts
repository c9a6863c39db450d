import type { MetaDescriptor } from "react-router";
import { absoluteUrl } from "./site-url";

type RootData = { origin: string; site: { name: string } };
type Match = { id: string; loaderData?: unknown } | undefined;

export type PageSeo = { title: string; description: string; path: string; type?: "website" | "article" };

/** Title, description, canonical, Open Graph and Twitter tags for one page. */
export function seo(matches: readonly Match[], page: PageSeo): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
  const origin = root?.origin ?? "http://localhost:3000";
  const siteName = root?.site.name ?? "";
  const url = absoluteUrl(origin, page.path);
  const title = page.path === "/" ? page.title : `${page.title} | ${siteName}`;
  const image = absoluteUrl(origin, "/og-image.png");
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
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
  ];
}
