import type { PageKind } from "#shared/search.ts";

// Which kind of page an address is, by the URL patterns of docs/urls.md; hubs and one-off pages are "pages".
const KIND_PATTERNS: readonly (readonly [RegExp, PageKind])[] = [
  [/^\/services\/[^/]+$/, "services"],
  [/^\/aiservices\/[^/]+$/, "ai-offerings"],
  [/^\/key-industries\/[^/]+$/, "industries"],
  [/^\/resources\/case-studies\/[^/]+$/, "case-studies"],
  [/^\/resources\/blogs\/[^/]+$/, "blogs"],
  [/^\/resources\/whitepapers\/[^/]+$/, "whitepapers"],
  [/^\/resources\/webinars\/[^/]+$/, "webinars"],
  [/^\/gallery\/[^/]+$/, "gallery"],
];

export function pageKindOf(route: string): PageKind {
  return KIND_PATTERNS.find(([pattern]) => pattern.test(route))?.[1] ?? "pages";
}
