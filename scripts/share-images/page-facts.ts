const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'", "#39": "'", nbsp: "\u00a0" };

/** Undoes the escaping React applies to text and attribute values. */
function unescapeHtml(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#x27|#39|nbsp);/g, (_, name: string) => entities[name] ?? "");
}

/** What a pre-rendered page says about itself: its document title and the share image its meta names. */
export function pageFacts(html: string): { documentTitle: string | undefined; image: string | undefined } {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  const image = /<meta property="og:image" content="([^"]*)"/.exec(html)?.[1];
  return {
    documentTitle: title === undefined ? undefined : unescapeHtml(title),
    image: image === undefined ? undefined : unescapeHtml(image),
  };
}
