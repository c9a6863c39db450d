/**
 * A pre-rendered page carries its loader data twice: once as HTML, once as the hydration payload
 * React Router inlines for the browser. For Markdown bodies (rendered through <Prose>, marked
 * `data-static-html`) the payload copy is pure weight: React does not compare or re-apply
 * `dangerouslySetInnerHTML` when it hydrates, so it adopts the HTML already in the page. This step
 * empties those strings in the inline payload of each pre-rendered document. Client-side
 * navigation still fetches the full data (the `.data` files are untouched), so a body that arrives
 * later is rendered as usual. The same holds for schema.org JSON-LD, which pages inline the same
 * way as the text of a `<script type="application/ld+json">`.
 */
// React Router's inline payload chunk (pinned by tests/build/react-router-format.test.ts).
export const PAYLOAD =
  /(<script(?: nonce="[^"]*")?>window\.__reactRouterContext\.streamController\.enqueue\()("(?:[^"\\]|\\.)*")(\);<\/script>)/g;
const STATIC_HTML_MARK = 'data-static-html="">';
const JSON_LD_MARK = '<script type="application/ld+json">';
const MIN_LENGTH = 200;

// The same escaping React Router applies before inlining (JSON text inside a <script>).
export const escapeForScript = (json: string) =>
  json.replace(/[&><\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);

/** A payload chunk's text: its first line (turbo-stream's flat JSON array of values) and the lines after it. */
export function readPayload(literal: string): { values: unknown[]; rest: string[] } | undefined {
  const [first, ...rest] = (JSON.parse(literal) as string).split("\n");
  try {
    const values: unknown = JSON.parse(first!);
    return Array.isArray(values) ? { values, rest } : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a payload value is a body or JSON-LD block that the document `html` already holds as it is. */
export function heldByDocument(value: unknown, html: string): value is string {
  if (typeof value !== "string" || value.length < MIN_LENGTH) return false;
  return value.startsWith("<")
    ? html.includes(`${STATIC_HTML_MARK}${value}</div>`)
    : value.startsWith("{") && html.includes(`${JSON_LD_MARK}${value}</script>`);
}

export function dropStaticHtmlFromPayload(html: string): string {
  return html.replace(PAYLOAD, (whole, open: string, literal: string, close: string) => {
    const payload = readPayload(literal);
    if (!payload) return whole;
    const { values, rest } = payload;
    let changed = false;
    const slimmed = values.map((value) => {
      if (!heldByDocument(value, html)) return value;
      changed = true;
      return "";
    });
    if (!changed) return whole;
    const text = [JSON.stringify(slimmed), ...rest].join("\n");
    return `${open}${escapeForScript(JSON.stringify(text))}${close}`;
  });
}
