import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** A full web address written in a content file, where it first appears. */
export type OutboundLink = { url: string; file: string; line: number };

const ADDRESS = /https?:\/\/[^\s"'<>()[\]{}|\\^`]+/g;
// Sentence punctuation that follows an address in prose is not part of it.
const TRAILING = /[.,;:!?*_]+$/;
const CONTENT_FILE = /\.(ya?ml|md|mdoc)$/;

function contentFiles(root: string, folder = ""): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) return contentFiles(root, relative);
    return entry.isFile() && CONTENT_FILE.test(entry.name) ? [relative] : [];
  });
}

/** Every http(s) address in the YAML and Markdown files under `root`, once per file, with the file relative to `root`. */
export function outboundLinksIn(root: string): OutboundLink[] {
  return contentFiles(root)
    .sort()
    .flatMap((file) => {
      const seen = new Set<string>();
      return readFileSync(path.join(root, file), "utf8")
        .split("\n")
        .flatMap((text, index) =>
          [...text.matchAll(ADDRESS)].map((match) => ({ url: match[0].replace(TRAILING, ""), file, line: index + 1 })),
        )
        .filter((link) => URL.canParse(link.url) && !seen.has(link.url) && seen.add(link.url));
    });
}
