import { stem } from "./stem";

// How the site search splits text into words and reduces them to index terms. The index and every
// query go through these same two functions, so a word is found in whatever form it is typed.

const STOP_WORDS = new Set(
  "a an and are as at be by for from how in into is it its of on or our the this that to us we what with you your".split(" "),
);

/** The words of a text, lower case and without accents ("Modernisé" → "modernise"); hyphens and punctuation split words. */
export function words(text: string): string[] {
  return (
    text
      .normalize("NFKD")
      .replace(/\p{M}/gu, "")
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

const MEMO_LIMIT = 200_000;
const memo = new Map<string, string | null>();

/** A word as the index stores it: its stem, or null for a word too common to search by. Remembered, as excerpts ask for the same words again and again. */
export function indexTerm(word: string): string | null {
  const known = memo.get(word);
  if (known !== undefined) return known;
  const lower = word.toLowerCase();
  const term = STOP_WORDS.has(lower) ? null : stem(lower);
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(word, term);
  return term;
}
