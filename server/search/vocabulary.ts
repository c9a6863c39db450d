import type { SearchDocument } from "./documents";
import { indexTerm, words } from "./text";

/** The words the pages use: each word's count, and the set of index terms. */
export type Vocabulary = { counts: Map<string, number>; terms: Set<string> };

export function vocabularyOf(documents: readonly SearchDocument[]): Vocabulary {
  const counts = new Map<string, number>();
  const terms = new Set<string>();
  for (const document of documents) {
    for (const word of words(`${document.title} ${document.headings} ${document.keywords} ${document.body}`)) {
      if (word.length < 2 || /\d/.test(word)) continue;
      counts.set(word, (counts.get(word) ?? 0) + 1);
      const term = indexTerm(word);
      if (term) terms.add(term);
    }
  }
  return { counts, terms };
}

/**
 * A word the pages do not use, split into two words they do ("masterdata" → "master data",
 * "datagovernance" → "data governance"); any other word as it is.
 */
export function splitCompound(word: string, vocabulary: Vocabulary): string[] {
  const known = (part: string) => {
    const term = indexTerm(part);
    return term !== null && vocabulary.terms.has(term);
  };
  if (word.length < 7 || known(word)) return [word];
  for (let at = 3; at <= word.length - 3; at++) {
    const head = word.slice(0, at);
    const tail = word.slice(at);
    if (known(head) && known(tail)) return [head, tail];
  }
  return [word];
}

/** Damerau-free Levenshtein distance, giving up (returning max + 1) once it exceeds max. */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      rowMin = Math.min(rowMin, current[j]!);
    }
    if (rowMin > max) return max + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/** How far a typed word may be from a word the pages use and still be read as it: one letter in five, two in eight. */
export const typoAllowance = (word: string): number => (word.length >= 8 ? 2 : word.length >= 5 ? 1 : 0);

/**
 * The words the pages use that a word they do not use was probably meant as: those at the least distance
 * within its typo allowance, the most used first, at most `limit`; none when it is a word the pages use.
 */
export function correctionsOf(word: string, vocabulary: Vocabulary, limit = 3): string[] {
  const allowed = typoAllowance(word);
  const term = indexTerm(word);
  if (!allowed || vocabulary.counts.has(word) || (term !== null && vocabulary.terms.has(term))) return [];
  let best = allowed;
  let near: { word: string; count: number }[] = [];
  for (const [known, count] of vocabulary.counts) {
    const d = distance(word, known, best);
    if (d > best) continue;
    if (d < best) [best, near] = [d, []];
    near.push({ word: known, count });
  }
  return near
    .sort((a, b) => b.count - a.count)
    .slice(0, limit)
    .map((each) => each.word);
}

/**
 * For a query that found nothing: the query again with each word the pages do not use replaced by the
 * nearest word they do (the most used among equals), at most three suggestions.
 */
export function closestWords(query: string, vocabulary: Vocabulary, limit = 3): string[] {
  const tokens = words(query);
  const choices = tokens.map((token) => {
    if (vocabulary.counts.has(token) || token.length < 3) return [token];
    const max = token.length >= 8 ? 3 : 2;
    const near: { word: string; score: number }[] = [];
    for (const [word, count] of vocabulary.counts) {
      const d = distance(token, word, max);
      if (d <= max) near.push({ word, score: d * 1000 - count });
    }
    return near
      .sort((a, b) => a.score - b.score)
      .slice(0, limit)
      .map((each) => each.word);
  });
  if (choices.some((list) => !list.length) || choices.every((list, index) => list[0] === tokens[index])) return [];
  return Array.from({ length: limit }, (_, rank) => choices.map((list) => list[Math.min(rank, list.length - 1)]!).join(" ")).filter(
    (suggestion, index, all) => all.indexOf(suggestion) === index,
  );
}
