/** One kind of inline script the site itself writes into its pages, and whether a script is exactly one of them. */
export type SiteScript = { name: string; is: (script: string) => boolean };

/** A JSON string literal, as the scripts' data is written (JSON.stringify). */
export const JSON_STRING = String.raw`"(?:[^"\\\n]|\\.)*"`;

/**
 * Whether `text` is a JSON literal of that type. Where a script carries data, the data must be one: JSON.parse takes
 * nothing that runs, so the script is the site's code with data in it.
 */
export function isJsonLiteral(text: string | undefined, type: "object" | "string"): boolean {
  try {
    const value: unknown = JSON.parse(text ?? "");
    return type === "string" ? typeof value === "string" : typeof value === "object" && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}
