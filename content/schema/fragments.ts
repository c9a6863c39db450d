import { z } from "zod";

// Shared fragments: each collection builds its schema from these.
export const slug = () => z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/i, "use letters, digits and single hyphens");
export const internalPath = () => z.string().regex(/^\/[^\s]*$/, "must start with /");
export const externalUrl = () => z.url({ protocol: /^https?$/ });
export const nonEmpty = () => z.string().trim().min(1);
/**
 * A company fact the site waits for: "" until the company supplies it. Pages leave an empty one out, and
 * `npm run launch-check` lists it as a fact to supply, so the slot stays in the content for marketing to fill.
 */
export const factToSupply = () =>
  z.string().trim().describe('Leave empty ("") until the company confirms it: the site leaves it out, and npm run launch-check lists it');
/** Where an entry of a collection stands in its lists: lower first (leave gaps, e.g. 10, 20, 30, to insert between). */
export const entryOrder = () => z.number().int().min(0);
export const email = () => z.email();
export const anchor = () => z.string().regex(/^#[\w-]+$/, "an anchor on the same page, e.g. #services");
/** A link an editor writes: a path on this site, an anchor on the same page, or a full http(s) address. */
export const href = () => z.union([internalPath(), anchor(), externalUrl()]);
/** The address search engines should credit a page's content to: a path on this site or a full https address. */
export const canonicalAddress = () =>
  z.union([internalPath(), z.url({ protocol: /^https$/ })]).describe("A path on this site (/services/…) or a full https:// address");
/** The image files an upload may be: read by content, not by name, when it is saved (app/.server/content-editor/image-upload.ts). */
export const IMAGE_EXTENSIONS = ["png", "jpg", "jpeg", "webp", "avif"] as const;
/** An image file in the content tree: images/<collection>/<entry>/…, where the editor's uploads go. */
export const IMAGE_PATH = /^images\/[a-z0-9-]+\/(?:[a-z0-9-]+\/)*[a-z0-9-]+\.(?:png|jpe?g|webp|avif)$/i;
/** The one schema of an image's file (the editor recognises an image group by it: app/content-editor/fields-from-zod.ts). */
export const imageSource = z
  .string()
  .regex(IMAGE_PATH, "upload the image: its file goes under images/<collection>/<entry>/ and is a PNG, JPEG, WebP or AVIF");
/**
 * An image of the company's own: its file in the content tree and its alt text (required: what the image shows, for
 * people who cannot see it). Resized and converted at build (scripts/content-images/).
 */
export const contentImage = () =>
  z.strictObject({
    src: imageSource,
    alt: z.string().trim().min(1, "write the alt text: what the image shows, for people who cannot see it"),
  });
export type ContentImage = z.infer<ReturnType<typeof contentImage>>;
/** Keeps a page out of search engines' results and out of the sitemap (the page stays reachable by its links). */
const noindex = () => z.boolean().optional().describe("Ask search engines not to list this page; it also leaves the sitemap");
/** Title and description of a page, as search engines and social cards show them, and where it should be credited. */
export const pageMeta = () =>
  z.strictObject({
    title: nonEmpty(),
    description: z.string().min(50).max(170),
    canonical: canonicalAddress().optional(),
    noindex: noindex(),
  });
/**
 * What search engines see of an entry whose title and summary are written for the page: overrides for the title
 * and description in results, where the content should be credited, and whether to list it at all. Empty is usual.
 */
export const searchEngineFields = () =>
  z
    .strictObject({
      metaTitle: z
        .string()
        .trim()
        .min(10)
        .max(70)
        .optional()
        .describe("Shown in search results instead of the title (up to 70 characters)"),
      metaDescription: z
        .string()
        .trim()
        .min(50)
        .max(170)
        .optional()
        .describe("Shown in search results instead of the summary (50 to 170 characters)"),
      canonical: canonicalAddress().optional(),
      noindex: noindex(),
      shareImage: contentImage()
        .optional()
        .describe("The picture social networks show with a link to the page, cropped to 1200 × 630 (else the generated card)"),
    })
    .default({});
export const pageHero = () => z.strictObject({ eyebrow: nonEmpty(), title: nonEmpty(), lead: nonEmpty() });

/** The icons an editor may name (each drawn by app/components/ui/icon.tsx); a typo fails the build. */
export const iconNames = [
  "linkedin",
  "circle-alert",
  "circle-check",
  "loader",
  "send",
  "accessibility",
  "arrow-right",
  "badge-check",
  "bar-chart",
  "bot",
  "brain",
  "building",
  "chevron-down",
  "chevron-left",
  "chevron-right",
  "clapperboard",
  "cloud",
  "code",
  "cpu",
  "database",
  "eye",
  "file-text",
  "fuel",
  "gauge",
  "gem",
  "git-merge",
  "globe",
  "graduation-cap",
  "handshake",
  "headset",
  "heart-pulse",
  "landmark",
  "layers",
  "line-chart",
  "mail",
  "map-pin",
  "menu",
  "message-square",
  "package",
  "palette",
  "pause",
  "phone",
  "play",
  "quote",
  "rocket",
  "scan-text",
  "server-cog",
  "shield-check",
  "sparkles",
  "target",
  "trending-up",
  "users",
  "wine",
  "workflow",
  "x",
  "calendar-clock",
  "layout-dashboard",
  "puzzle",
  "scale",
  "wallet",
  "download",
  "rss",
  "calendar-days",
  "clock",
  "search",
] as const;
export type IconName = (typeof iconNames)[number];
export const iconName = () => z.enum(iconNames);

/** The eyebrow, heading and optional lead that open a section. */
export const sectionHeading = () => z.strictObject({ eyebrow: nonEmpty(), title: nonEmpty(), lead: nonEmpty().optional() });
export const ctaLink = () => z.strictObject({ label: nonEmpty(), href: href() });
export type SectionHeading = z.infer<ReturnType<typeof sectionHeading>>;
export type CtaLink = z.infer<ReturnType<typeof ctaLink>>;
