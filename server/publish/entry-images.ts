import matter from "gray-matter";
import { parse } from "yaml";
import { IMAGE_PATH } from "#content/schema/fragments.ts";
import type { ContentChange } from "./content-changes";

/** Every text leaf of an entry's fields that is an image's path (an image field's `src`, wherever it sits). */
function imagePaths(value: unknown, into: Set<string>) {
  if (typeof value === "string") {
    if (IMAGE_PATH.test(value)) into.add(value);
  } else if (Array.isArray(value)) for (const inner of value) imagePaths(inner, into);
  else if (value && typeof value === "object") for (const inner of Object.values(value)) imagePaths(inner, into);
}

/** The image files an entry's text names in its fields (YAML, or Markdown's front matter); none when absent or unreadable. */
export function imagesNamedIn(file: string, text: string | null): Set<string> {
  const images = new Set<string>();
  if (text === null) return images;
  try {
    imagePaths(file.endsWith(".md") ? matter(text).data : parse(text), images);
  } catch {
    // An entry that cannot be read names no image; the publish's content check reports the entry itself.
  }
  return images;
}

/** A saved entry as the publish page lists it: its own change (an entry whose only change is its image is "changed"). */
export type EntryWithImages = ContentChange & { images: ContentChange[]; ownChange: boolean };

type Grouping = {
  isImage: (file: string) => boolean;
  /** The images an entry names, in its saved version and in its live one (so a removed image is found too). */
  namedBy: (entry: string) => ReadonlySet<string>;
  /** The entry whose folder under images/ holds the image, if any (content/schema/entry-paths.ts entryOfImage). */
  ownerOf: (image: string) => string | undefined;
};

/**
 * Uploaded images are no entries of their own: each changed image goes with the saved entry that names it, and an
 * entry whose file is unchanged but whose named image was replaced is listed for it. What no entry names is left over:
 * it goes with no publish.
 */
export function groupImages(changes: readonly ContentChange[], { isImage, namedBy, ownerOf }: Grouping) {
  const entries: EntryWithImages[] = changes
    .filter((change) => !isImage(change.file))
    .map((change) => ({ ...change, images: [], ownChange: true }));
  const unnamed: ContentChange[] = [];
  for (const image of changes.filter((change) => isImage(change.file))) {
    let namers = entries.filter((entry) => namedBy(entry.file).has(image.file));
    if (!namers.length) {
      const owner = ownerOf(image.file);
      if (owner && namedBy(owner).has(image.file)) {
        const listed: EntryWithImages = { file: owner, change: "changed", images: [], ownChange: false };
        entries.push(listed);
        namers = [listed];
      }
    }
    if (namers.length) for (const entry of namers) entry.images.push(image);
    else unnamed.push(image);
  }
  return { entries: entries.sort((a, b) => a.file.localeCompare(b.file)), unnamed };
}
