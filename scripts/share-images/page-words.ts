import type { ShareImages } from "#content/schema/share-images.ts";

/** The label over a page's title and, where its section says so, the title itself: from the deepest section the page is, or sits below. */
export function pageWords(pathname: string, pageTitle: string, content: Pick<ShareImages, "sections" | "fallback">): { label: string; title: string } {
  let best: { depth: number; label: string; title: string } | undefined;
  for (const section of content.sections) {
    const own = pathname === section.path;
    const below = section.path !== "/" && pathname.startsWith(`${section.path}/`);
    if ((own || below) && (!best || section.path.length > best.depth)) {
      best = own ? { depth: section.path.length, label: section.label, title: section.title ?? pageTitle } : { depth: section.path.length, label: section.entry ?? section.label, title: pageTitle };
    }
  }
  return best ?? { label: content.fallback, title: pageTitle };
}
