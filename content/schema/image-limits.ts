/** The largest image an editor may upload. */
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
/** The largest side: more only slows the build's resizing, and no page shows it. */
export const MAX_IMAGE_SIDE = 8000;

/**
 * How small an uploaded image may be, by the image group it fills. The editor writes an upload into a folder named
 * after its group (images/blogs/a-post/cover/src.png fills `cover`; images/partners/partners/snowflake/logo/src.png
 * fills `logo`), so the upload check and the field's own description read the same rule from the group's name.
 */
export type ImageMinimum =
  { shape: "box"; width: number; height: number; purpose: string } | { shape: "longer-side"; side: number; purpose: string };

/** Covers are shown up to 1200 px wide and share cards are cut to 1200 × 630: every group but those below. */
const COVER_OR_SHARE: ImageMinimum = { shape: "box", width: 1200, height: 630, purpose: "to stay sharp as a cover or share image" };

/** The groups shown smaller than a cover, by their key in the content schema. */
const BY_GROUP: Readonly<Record<string, ImageMinimum>> = {
  // A logo sits in a 44 px square tile (app/routes/partnership/partner-card.tsx), fitted whole: twice that on its
  // longer side is sharp on a high-density screen, whatever the logo's proportions.
  logo: { shape: "longer-side", side: 88, purpose: "to stay sharp in the 44 px tile on the partner's card" },
};

/** The minimum for the group named `key` (a field of the content schema). */
export const imageMinimumOfGroup = (key: string | undefined): ImageMinimum =>
  // Own keys only: the folder's name comes with the upload, and "constructor" is on every object.
  key !== undefined && Object.hasOwn(BY_GROUP, key) ? BY_GROUP[key]! : COVER_OR_SHARE;

/** The minimum for an uploaded file, by the folder it was written in (the group it fills). */
export const imageMinimumOfFile = (file: string): ImageMinimum => imageMinimumOfGroup(file.split("/").at(-2));

export function meetsImageMinimum(minimum: ImageMinimum, width: number, height: number): boolean {
  return minimum.shape === "box" ? width >= minimum.width && height >= minimum.height : Math.max(width, height) >= minimum.side;
}

/** "at least 1200 × 630 px", "at least 88 px on its longer side". */
export const imageMinimumInWords = (minimum: ImageMinimum): string =>
  minimum.shape === "box" ? `at least ${minimum.width} × ${minimum.height} px` : `at least ${minimum.side} px on its longer side`;

/** What an upload to the group `key` must be, in words for the editor's field (the server checks each part). */
export const imageUploadRules = (key: string) =>
  `A PNG, JPEG, WebP or AVIF of ${imageMinimumInWords(imageMinimumOfGroup(key))} (at most ${MAX_IMAGE_SIDE} px a side) and ${MAX_IMAGE_BYTES / 1024 / 1024} MB`;
