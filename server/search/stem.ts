// A light English stemmer for the site search: enough that "governing", "governed" and "governance" meet
// at "govern", and "masking", "masked" and "masks" at "mask", without Porter's full rule set (which also
// merges words a visitor would keep apart, such as "organisation" and "organ").
const SUFFIXES: readonly (readonly [string, string])[] = [
  ["isations", ""],
  ["izations", ""],
  ["isation", ""],
  ["ization", ""],
  ["ational", "ate"],
  ["ations", "ate"],
  ["ation", "ate"],
  ["ising", ""],
  ["izing", ""],
  ["ances", ""],
  ["ences", ""],
  ["ance", ""],
  ["ence", ""],
  ["ments", ""],
  ["ment", ""],
  ["ings", ""],
  ["ing", ""],
  ["ised", ""],
  ["ized", ""],
  ["ises", ""],
  ["izes", ""],
  ["ise", ""],
  ["ize", ""],
  ["ies", "y"],
  ["ied", "y"],
  ["ed", ""],
  ["es", ""],
  ["s", ""],
];

const MIN_STEM = 3;
const VOWEL = /[aeiouy]/;

/** The stem of one lower-case word. Words of three letters or fewer and words with digits stay as they are. */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.length === 4) return dropFinalE(word);
  for (const [suffix, replacement] of SUFFIXES) {
    if (!word.endsWith(suffix)) continue;
    const base = word.slice(0, -suffix.length);
    if (base.length < MIN_STEM || !VOWEL.test(base)) continue;
    // "es" only after s, x, z, ch and sh ("processes", "boxes"); otherwise just the "s" ("types").
    if (suffix === "es" && !/(?:s|x|z|ch|sh)$/.test(base)) return tidy(`${base}e`);
    // "ss" is not a plural ("process", "access").
    if (suffix === "s" && /(?:ss|us|is)$/.test(word)) return word;
    return tidy(base + replacement);
  }
  return dropFinalE(word);
}

/** Drops what a suffix left behind: a doubled consonant ("planning" → "plan") and a final "e" ("managed" → "manag", like "management"). */
function tidy(base: string): string {
  return dropFinalE(/([^aeioulsz])\1$/.test(base) ? base.slice(0, -1) : base);
}

function dropFinalE(word: string): string {
  return word.length > MIN_STEM && word.endsWith("e") ? word.slice(0, -1) : word;
}
