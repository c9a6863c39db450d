/** A schema.org object as the text of a <script type="application/ld+json"> data block, safe to inline. */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
