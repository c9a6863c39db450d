import { headingIdAnnotations } from "./heading-id";

/** Words a reader of professional prose gets through in a minute, a common middle figure. */
export const WORDS_PER_MINUTE = 230;

/** The words a reader sees in a Markdown body: no heading anchors, link targets, table rules or markup. */
export function countWords(markdown: string): number {
  const text = markdown
    .replace(headingIdAnnotations, " ")
    .replace(/\]\([^)]*\)/g, "]")
    .replace(/^\s*\|?[\s:|-]+\|[\s:|-]*$/gm, " ")
    .replace(/[#>*_`|[\]]/g, " ");
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Whole minutes to read a body, at least one. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
