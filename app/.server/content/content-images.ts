import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { imageSize } from "image-size";
import type { ContentImage } from "#content/schema/fragments.ts";
import type { ResponsiveImage } from "#app/lib/responsive-image.ts";
import { shareImageSize, type ShareImage } from "#app/lib/seo.ts";
import { staffPaths } from "#shared/staff-paths.ts";
import { contentRoot } from "./content-root";

/** Where the build writes the resized images (scripts/content-images/), among the client's hashed assets. */
export const CONTENT_IMAGES_URL = "/assets/images/";
/** The widths a picture is offered at (each no wider than the original), for `srcset`. */
export const IMAGE_WIDTHS = [640, 1024, 1600] as const;
/** Part of every name: a change to how the variants are made gives them new names, so no stale one is served. */
const VARIANTS_VERSION = "1";

export type OutputFormat = "avif" | "webp" | "jpeg" | "png";
/** One file the build makes from an image: its name under CONTENT_IMAGES_URL, format and size (`crop`: cut to fill it). */
export type ImageVariant = { name: string; format: OutputFormat; width: number; height: number; crop: boolean };
const EXTENSION: Record<OutputFormat, string> = { avif: "avif", webp: "webp", jpeg: "jpg", png: "png" };
export const MIME_TYPE: Record<OutputFormat, string> = { avif: "image/avif", webp: "image/webp", jpeg: "image/jpeg", png: "image/png" };

/**
 * Every file the build makes from an image's bytes, named by their hash (so a name never changes meaning and is cached
 * for a year): each width in AVIF, WebP and a fallback in the original's kind (PNG stays PNG, anything else JPEG), and
 * the 1200 × 630 share card, cut from its middle, as JPEG (what every social network reads).
 */
export function imageVariants(bytes: Uint8Array): {
  width: number;
  height: number;
  fallback: OutputFormat;
  variants: ImageVariant[];
  share: ImageVariant;
} {
  const { width, height, type } = imageSize(bytes);
  const hash = createHash("sha256").update(VARIANTS_VERSION).update(bytes).digest("hex").slice(0, 16);
  const fallback: OutputFormat = type === "png" ? "png" : "jpeg";
  const widths = [...new Set(IMAGE_WIDTHS.map((each) => Math.min(each, width)))];
  const variants = (["avif", "webp", fallback] as const).flatMap((format) =>
    widths.map((each) => ({
      name: `${hash}-${each}.${EXTENSION[format]}`,
      format,
      width: each,
      height: Math.round((height * each) / width),
      crop: false,
    })),
  );
  const share = { name: `${hash}-share.jpg`, format: "jpeg" as const, ...shareImageSize, crop: true };
  return { width, height, fallback, variants, share };
}

const urlOf = (variant: ImageVariant) => `${CONTENT_IMAGES_URL}${variant.name}`;
const srcSetOf = (variants: readonly ImageVariant[]) => variants.map((variant) => `${urlOf(variant)} ${variant.width}w`).join(", ");

/**
 * In the content preview's renderer (server/preview/content-preview.ts sets it), images are the drafts' uploads as they
 * are, served to staff by the preview: the live build has resized copies only of published ones.
 */
const previewsUploads = () => process.env.CONTENT_PREVIEW_IMAGES === "uploads";

/** An image of the content (a cover) as the page shows it; its dimensions are read from the file's header. */
export function responsiveImage(image: ContentImage, root = contentRoot): ResponsiveImage {
  const bytes = readFileSync(path.join(root, image.src));
  if (previewsUploads()) {
    const { width, height } = imageSize(bytes);
    const src = staffPaths.contentPreviewImage(image.src);
    return { alt: image.alt, width, height, src, srcSet: `${src} ${width}w`, sources: [] };
  }
  const { width, height, fallback, variants } = imageVariants(bytes);
  const of = (format: OutputFormat) => variants.filter((variant) => variant.format === format);
  const fallbacks = of(fallback);
  return {
    alt: image.alt,
    width,
    height,
    src: urlOf(fallbacks[fallbacks.length - 1]!),
    srcSet: srcSetOf(fallbacks),
    sources: (["avif", "webp"] as const).map((format) => ({ type: MIME_TYPE[format], srcSet: srcSetOf(of(format)) })),
  };
}

/** An entry's own share image as its Open Graph tags name it: the 1200 × 630 card cut from it. */
export function shareImageOf(image: ContentImage, root = contentRoot): ShareImage {
  const { share } = imageVariants(readFileSync(path.join(root, image.src)));
  return { path: urlOf(share), type: MIME_TYPE[share.format], alt: image.alt };
}
