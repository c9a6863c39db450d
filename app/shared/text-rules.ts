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

/** True for text safe on one line: a mail header, a CSV cell, a log line. */
export function isSafeLine(value: string): boolean {
  return !CONTROL.test(value) && !BIDI.test(value) && !LINE_SEPARATORS.test(value) && !INVISIBLE.test(value) && !LONE_SURROGATE.test(value);
}

/** True for multi-line text: tabs and line breaks allowed, every other control refused. */
export function isSafeText(value: string): boolean {
  return !CONTROL_EXCEPT_NEWLINES.test(value) && !BIDI.test(value) && !LONE_SURROGATE.test(value);
}

/** Browsers submit textarea line breaks as CRLF but count them as one character. */
export function normalizeNewlines(value: string): string {
  return value.replace(/\r\n?/g, "\n");
}
