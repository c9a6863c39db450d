// Characters refused in visitor text: C0/C1 controls, bidi overrides and isolates, and lone surrogates;
// on one line also invisible joiners and spaces, which can make two different names look the same.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_EXCEPT_NEWLINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const LINE_SEPARATORS = /[\u2028\u2029]/;
// U+200C (zero-width non-joiner) stays allowed: Persian and other scripts need it inside names.
const INVISIBLE = /\u200b|\u200d|\u2060|\ufeff/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

// Characters that show nothing, or only blank space, yet are stored and mailed: every Default_Ignorable_Code_Point
// (invisible operators, Hangul fillers, variation selectors, the tag block U+E0000-E007F that can carry hidden
// ASCII text...), the interlinear annotation marks, noncharacters, and the Braille blank. Two stay allowed:
// U+200C (see INVISIBLE) and U+FE0F right after an emoji (its colour form).
const HIDDEN_ON_A_LINE =
  /(?!\u200c)\p{Default_Ignorable_Code_Point}(?<!\p{Emoji}\ufe0f)|[\ufff9-\ufffb\u2800]|\p{Noncharacter_Code_Point}/u;
// In a message only what can hide text, or is not meant for interchange: tag characters, annotation marks, noncharacters.
const HIDDEN_IN_TEXT = /[\u{e0000}-\u{e007f}\ufff9-\ufffb]|\p{Noncharacter_Code_Point}/u;
const ALL_HIDDEN = new RegExp(HIDDEN_ON_A_LINE.source, "gu");
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** True for text safe on one line: a mail header, a CSV cell, a log line. */
export function isSafeLine(value: string): boolean {
  return !CONTROL.test(value) && !BIDI.test(value) && !LINE_SEPARATORS.test(value) && !INVISIBLE.test(value) && !LONE_SURROGATE.test(value);
}

/** True for multi-line text: tabs and line breaks allowed, every other control refused. */
export function isSafeText(value: string): boolean {
  return !CONTROL_EXCEPT_NEWLINES.test(value) && !BIDI.test(value) && !LONE_SURROGATE.test(value);
}

/** True for one line free of characters that show nothing or only blank space (HIDDEN_ON_A_LINE). */
export function isVisibleLine(value: string): boolean {
  return !HIDDEN_ON_A_LINE.test(value);
}

/** True for multi-line text free of characters that can hide text (HIDDEN_IN_TEXT). */
export function isVisibleText(value: string): boolean {
  return !HIDDEN_IN_TEXT.test(value);
}

/** True when something would show: not only blanks and characters that show nothing (HIDDEN_ON_A_LINE). */
export function hasVisibleCharacter(value: string): boolean {
  return value.replace(ALL_HIDDEN, "").trim().length > 0;
}

/** True when there is a letter or a digit, in any script: not only punctuation, symbols or blanks. */
export function hasLetterOrDigit(value: string): boolean {
  return LETTER_OR_DIGIT.test(value);
}

/** Browsers submit textarea line breaks as CRLF but count them as one character. */
export function normalizeNewlines(value: string): string {
  return value.replace(/\r\n?/g, "\n");
}
