import type { ShareImages } from "#content/schema/share-images.ts";

const holds = (section: string, pathname: string) => pathname === section || (section !== "/" && pathname.startsWith(`${section}/`));

/** The label over a page's title and, where its section says so, the title itself: from the deepest section holding the page. */
export function pageWords(
  pathname: string,
  pageTitle: string,
  content: Pick<ShareImages, "sections" | "fallback">,
): { label: string; title: string } {
  const section = content.sections.filter((each) => holds(each.path, pathname)).sort((a, b) => b.path.length - a.path.length)[0];
  if (!section) return { label: content.fallback, title: pageTitle };
  if (section.path === pathname) return { label: section.label, title: section.title ?? pageTitle };
  return { label: section.entry ?? section.label, title: pageTitle };
}
