import type { TextPart } from "#shared/search.ts";
import { indexTerm } from "./text";

const WORD = /[\p{L}\p{N}]+/gu;
const EXCERPT_WORDS = 32;

type Word = { start: number; end: number; hit: boolean };

function wordsOf(text: string, terms: ReadonlySet<string>): Word[] {
  return [...text.matchAll(WORD)].map((match) => {
    const term = indexTerm(match[0].normalize("NFKD").replace(/\p{M}/gu, ""));
    return { start: match.index, end: match.index + match[0].length, hit: term !== null && terms.has(term) };
  });
}

/**
 * The text cut into parts, each word whose index term is one the query matched marked as a hit. The parts
 * are plain text: the page renders them as text nodes and <mark> elements, never as HTML.
 */
export function highlight(text: string, terms: ReadonlySet<string>): TextPart[] {
  return partsOf(text, wordsOf(text, terms), 0, text.length);
}

function partsOf(text: string, words: readonly Word[], from: number, to: number): TextPart[] {
  const parts: TextPart[] = [];
  const push = (part: string, hit: boolean) => {
    if (!part) return;
    const last = parts.at(-1);
    if (last && !last.hit && !hit) last.text += part;
    else parts.push({ text: part, hit });
  };
  let at = from;
  for (const word of words) {
    if (word.start < from || word.end > to || !word.hit) continue;
    push(text.slice(at, word.start), false);
    push(text.slice(word.start, word.end), true);
    at = word.end;
  }
  push(text.slice(at, to), false);
  return parts;
}

/**
 * About 32 words of the text around the densest run of matched words (the text's opening when none
 * matched), with "…" where it was cut, and the matched words marked.
 */
export function excerpt(text: string, terms: ReadonlySet<string>, length = EXCERPT_WORDS): TextPart[] {
  const words = wordsOf(text, terms);
  if (!words.length) return [];
  let best = 0;
  let bestHits = -1;
  let hits = 0;
  for (let end = 0; end < words.length; end++) {
    if (words[end]!.hit) hits++;
    const start = end - length + 1;
    if (start > 0 && words[start - 1]!.hit) hits--;
    if (start >= 0 && hits > bestHits) {
      bestHits = hits;
      best = start;
    }
  }
  if (bestHits <= 0) best = 0;
  // Start a few words before the first hit of the window, so it reads as part of a sentence.
  const firstHit = words.findIndex((word, index) => index >= best && word.hit);
  const start = bestHits > 0 && firstHit !== -1 ? Math.max(0, Math.min(best, firstHit - 4)) : 0;
  const end = Math.min(words.length, start + length) - 1;
  const from = start === 0 ? 0 : words[start]!.start;
  const to = end === words.length - 1 ? text.length : words[end]!.end;
  const parts = partsOf(text, words, from, to);
  if (from > 0) parts.unshift({ text: "… ", hit: false });
  if (to < text.length) parts.push({ text: " …", hit: false });
  return mergePlain(parts);
}

function mergePlain(parts: TextPart[]): TextPart[] {
  return parts.reduce<TextPart[]>((merged, part) => {
    const last = merged.at(-1);
    if (last && !last.hit && !part.hit) last.text += part.text;
    else merged.push({ ...part });
    return merged;
  }, []);
}
