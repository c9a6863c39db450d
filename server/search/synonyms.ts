import type { SynonymGroup } from "#content/schema/search-synonyms.ts";
import { words } from "./text";

const MAX_VARIANTS = 12;

/** The synonym groups as word lists: ["MDM", "master data management"] → [["mdm"], ["master", "data", "management"]]. */
export function synonymPhrases(groups: readonly SynonymGroup[]): string[][][] {
  return groups.map((group) => group.terms.map((term) => words(term)));
}

function indexOfPhrase(tokens: readonly string[], phrase: readonly string[]): number {
  outer: for (let start = 0; start + phrase.length <= tokens.length; start++) {
    for (let offset = 0; offset < phrase.length; offset++) if (tokens[start + offset] !== phrase[offset]) continue outer;
    return start;
  }
  return -1;
}

/**
 * The query's words, then the same words with one synonym put in for a phrase of a group
 * ("mdm for banks" → "master data management for banks", "masterdata for banks"...), at most 12 in all.
 */
export function queryVariants(query: string, groups: readonly string[][][]): string[][] {
  const tokens = words(query);
  const variants: string[][] = [tokens];
  for (const group of groups) {
    for (const phrase of group) {
      const at = indexOfPhrase(tokens, phrase);
      if (at === -1) continue;
      for (const other of group) {
        if (other === phrase || variants.length >= MAX_VARIANTS) continue;
        variants.push([...tokens.slice(0, at), ...other, ...tokens.slice(at + phrase.length)]);
      }
    }
  }
  return variants;
}
