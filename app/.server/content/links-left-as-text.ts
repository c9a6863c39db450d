// Where Markdoc's parser would not make a link (it refuses javascript:, vbscript:, data: and file: addresses), it
// leaves the Markdown as text: the address after "](", or between <> as an autolink. Content validation reads those
// addresses from the text, to refuse them by their scheme as it refuses a link's.
const LINK_TEXT_START = /\]\(\s*/g;
const AUTOLINK_TEXT = /<([a-z][a-z0-9+.-]*:[^\s<>]*)>/gi;

/** The address that starts at `from`: to the closing ">" of "<…>", else to a space or the ")" that closes the link. */
function addressAt(text: string, from: number): string {
  if (text[from] === "<") {
    const end = text.indexOf(">", from);
    return text.slice(from + 1, end === -1 ? undefined : end);
  }
  let depth = 0;
  let at = from;
  for (; at < text.length && !/\s/.test(text[at]!); at++) {
    if (text[at] === "(") depth++;
    else if (text[at] === ")" && depth-- === 0) break;
  }
  return text.slice(from, at);
}

/** Each address in a text that Markdown would read as a link's. */
export function linksLeftAsText(text: string): string[] {
  const found: string[] = [];
  // An address read once is not read again from a "](" inside it, so a long run of "](" costs one pass.
  let readTo = 0;
  for (const match of text.matchAll(LINK_TEXT_START)) {
    if (match.index < readTo) continue;
    const from = match.index + match[0].length;
    const address = addressAt(text, from);
    readTo = from + address.length;
    found.push(address);
  }
  for (const match of text.matchAll(AUTOLINK_TEXT)) found.push(match[1]!);
  return found;
}
