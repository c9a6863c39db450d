import type { IconName } from "#content/schema/fragments.ts";
import type { ArticleKind } from "#shared/article-kinds.ts";

/** The formats a resource cover tells apart, each by its own colour band (docs/design.md, "Resource covers"). */
export const resourceFormats = ["blog", "case-study", "whitepaper", "webinar", "brochure"] as const;
export type ResourceFormat = (typeof resourceFormats)[number];

export const formatOfKind: Record<ArticleKind, ResourceFormat> = { blogs: "blog", "case-studies": "case-study", whitepapers: "whitepaper" };

/**
 * Each format's band: its `--color-format-*` token in app/app.css (written out whole so Tailwind finds the class).
 * White text sits on it: app/lib/resource-formats.test.ts holds every band to WCAG AA.
 */
export const formatBand: Record<ResourceFormat, string> = {
  blog: "bg-format-blog",
  "case-study": "bg-format-case-study",
  whitepaper: "bg-format-whitepaper",
  webinar: "bg-format-webinar",
  brochure: "bg-format-brochure",
};

/** The glyph of an entry whose services name no icon. */
export const formatGlyph: Record<ResourceFormat, IconName> = {
  blog: "file-text",
  "case-study": "target",
  whitepaper: "layers",
  webinar: "play",
  brochure: "package",
};
