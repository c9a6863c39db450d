import { IMAGE_PATH } from "./fragments";
import { contentRegistry, type ContentSet } from "./registry";

/** A content set's file extension. */
export const extensionOf = (set: ContentSet) => (set.format === "markdown" ? ".md" : ".yaml");

/** Where the editor writes a set's uploaded images, under the content folder. */
export const imageDirectoryOf = (set: ContentSet) => `images/${set.path.replace(/\/$/, "").replace(/\.(yaml|md)$/, "")}`;

/** Whether a saved file is an image (under images/, with an image's extension) rather than a content file. */
export const isImageFile = (file: string) => IMAGE_PATH.test(file);

/**
 * Whether `file` (relative to the content folder) is an entry of a collection, a singleton's file, or an image uploaded
 * for one (under its images/ folder): nothing else. Pure, so the editor's API and the publisher (in the server) ask
 * the same rule.
 */
export function isEditablePath(file: string, within: readonly ContentSet[] = contentRegistry): boolean {
  if (file.includes("\\") || file.split("/").some((part) => part === "" || part === "." || part === "..")) return false;
  if (isImageFile(file)) return within.some((set) => file.startsWith(`${imageDirectoryOf(set)}/`));
  return within.some((set) =>
    set.kind === "singleton"
      ? file === set.path
      : file.startsWith(set.path) && !file.slice(set.path.length).includes("/") && file.endsWith(extensionOf(set)),
  );
}

/**
 * The entry whose folder under images/ holds `image` (images/blogs/a-post/cover/src.png: blogs/a-post.md), if any.
 * Only where the editor puts uploads: an image's entry is the one that names it (server/publish/entry-images.ts).
 */
export function entryOfImage(image: string, within: readonly ContentSet[] = contentRegistry): string | undefined {
  if (!isImageFile(image)) return undefined;
  for (const set of within) {
    const directory = `${imageDirectoryOf(set)}/`;
    if (!image.startsWith(directory)) continue;
    if (set.kind === "singleton") return set.path;
    const slug = image.slice(directory.length).split("/")[0];
    if (slug && image.slice(directory.length).includes("/")) return `${set.path}${slug}${extensionOf(set)}`;
  }
  return undefined;
}
