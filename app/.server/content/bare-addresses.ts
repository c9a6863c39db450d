import Markdoc, { type Node } from "@markdoc/markdoc";

// A bare e-mail or web address in a body's text links to itself, as the site's pages always had it (GitHub Flavored
// Markdown's "autolinks", which Markdoc does not make): the company e-mail the {{email}} tokens fill in, above all.
// The expressions are GFM's, as the Markdown renderer before Markdoc used them.
const EMAIL = String.raw`(?<![\w.!#$%&'*+/=?\`{|}~-])[A-Za-z0-9._+-]+@[a-zA-Z0-9_-]+(?:\.[a-zA-Z0-9_-]*[a-zA-Z0-9])+(?![-_])`;
const WEB = String.raw`(?<![A-Za-z0-9])(?:https?:\/\/|www\.)(?:[a-zA-Z0-9-]+\.?)+[^\s<]*`;
const BARE_ADDRESS = new RegExp(`(${EMAIL})|${WEB}`, "gi");

/** GFM's end of a web address: not the punctuation after it, nor a closing bracket it did not open. */
function trimmed(address: string): string {
  const opened = address.split("(").length - 1;
  let closed = address.split(")").length - 1;
  let end = address.length;
  for (;;) {
    const last = address[end - 1];
    if (last !== undefined && `?!.,:;*_~'"`.includes(last)) end--;
    else if (last === ")" && closed > opened) {
      end--;
      closed--;
    } else return address.slice(0, end);
  }
}

/** A text as text and links to the addresses in it. */
function split(text: string): Node[] {
  const parts: Node[] = [];
  let at = 0;
  for (const match of text.matchAll(BARE_ADDRESS)) {
    const address = match[1] ?? trimmed(match[0]);
    if (match.index < at || !address) continue;
    const href = match[1] ? `mailto:${address}` : address.toLowerCase().startsWith("www.") ? `http://${address}` : address;
    if (match.index > at) parts.push(new Markdoc.Ast.Node("text", { content: text.slice(at, match.index) }));
    parts.push(new Markdoc.Ast.Node("link", { href }, [new Markdoc.Ast.Node("text", { content: address })]));
    at = match.index + address.length;
  }
  if (at < text.length) parts.push(new Markdoc.Ast.Node("text", { content: text.slice(at) }));
  return parts;
}

/**
 * Turns the bare addresses in a parsed body's text into links (never inside a link, and never in code, which Markdoc
 * keeps apart from text). The links are then rendered as any other: only http, https and mailto addresses result.
 */
export function linkBareAddresses(node: Node): void {
  if (node.type === "link") return;
  node.children = node.children.flatMap((child) => {
    if (child.type !== "text" || typeof child.attributes.content !== "string") {
      linkBareAddresses(child);
      return [child];
    }
    const parts = split(child.attributes.content);
    for (const part of parts) part.lines = child.lines;
    return parts.length === 1 && parts[0]!.type === "text" ? [child] : parts;
  });
}
