export class FormEncodingError extends Error {
  override name = "FormEncodingError";
}

// A "%" not starting an escape stays literal, as in URLSearchParams; only the escapes are decoded.
const STRAY_PERCENT = /%(?![0-9a-fA-F]{2})/g;

function decode(part: string): string {
  try {
    return decodeURIComponent(part.replace(/\+/g, " ").replace(STRAY_PERCENT, "%25"));
  } catch {
    throw new FormEncodingError("A form field is not valid UTF-8 once its %-escapes are decoded");
  }
}

/**
 * The name/value pairs of an application/x-www-form-urlencoded body, as URLSearchParams reads them,
 * except that escapes spelling invalid UTF-8 are an error rather than silently becoming U+FFFD.
 */
export function parseStrictForm(text: string): [string, string][] {
  const pairs: [string, string][] = [];
  for (const piece of text.split("&")) {
    if (piece === "") continue;
    const equals = piece.indexOf("=");
    const [name, value] = equals === -1 ? [piece, ""] : [piece.slice(0, equals), piece.slice(equals + 1)];
    pairs.push([decode(name), decode(value)]);
  }
  return pairs;
}
