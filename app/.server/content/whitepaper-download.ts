import { isHeaderMenu } from "#app/components/layout/header-entries.ts";
import { paths } from "#shared/paths.ts";
import { breadcrumbTrail } from "./breadcrumbs";
import { readSingleton } from "./content-files";
import { renderMarkdown } from "./markdown";
import { navigation, site } from "./site";
import { whitepaperSources } from "./whitepaper-files";

const headerMenus = () => navigation.header.filter(isHeaderMenu);

function menuLabel(href: string): string {
  const menu = headerMenus().find((group) => group.items.some((item) => item.href === href));
  return menu?.items.find((item) => item.href === href)?.label ?? href;
}

/** The download page of one whitepaper (its form, what the paper covers), or undefined for an unknown keyword. */
export function getWhitepaperDownload(keyword: string | undefined) {
  const paper = whitepaperSources().find((entry) => entry.keyword === keyword);
  if (!paper) return undefined;
  const copy = readSingleton("whitepaperDownloadPage");
  const path = paths.whitepaperDownload(paper.keyword);
  const resources = headerMenus().find((group) => group.activeFor.includes(paths.resourcesHub));
  return {
    keyword: paper.keyword,
    title: paper.title,
    description: paper.description,
    audience: paper.audience,
    contents: renderMarkdown(paper.body)
      .toc.filter((entry) => entry.depth === 2)
      .map((entry) => entry.text),
    articlePath: paths.whitepaper(paper.keyword),
    meta: {
      title: copy.metaTitle.replace("{title}", paper.title),
      description: copy.metaDescription.replace("{title}", paper.title),
      path,
    },
    breadcrumbs: breadcrumbTrail(
      { label: resources?.label ?? "Resources", path: paths.resourcesHub },
      { label: menuLabel(paths.resourceList("whitepapers")), path: paths.resourceList("whitepapers") },
      { label: paper.title, path: paths.whitepaper(paper.keyword) },
      { label: copy.breadcrumb, path },
    ),
    copy,
    salesEmail: site.salesSupportEmail,
  };
}

export type WhitepaperDownload = NonNullable<ReturnType<typeof getWhitepaperDownload>>;
