/**
 * Which fields name entries of other collections, by content set and field key. The schemas hold these as slugs;
 * app/.server/content checks that each exists. The editor offers only the entries that exist.
 */
const OFFERINGS = ["services", "aiOfferings"];
export const REFERENCES: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  services: { industries: ["industries"], related: OFFERINGS },
  aiOfferings: { industries: ["industries"], related: OFFERINGS },
  blogs: { industries: ["industries"], services: OFFERINGS },
  caseStudies: { industries: ["industries"], services: OFFERINGS },
  whitepapers: { industries: ["industries"], services: OFFERINGS },
};

/** The slugs each reference field of `set` may name, from the slugs of every collection. */
export function referenceChoices(set: string, slugsByCollection: Readonly<Record<string, readonly string[]>>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(REFERENCES[set] ?? {}).map(([key, collections]) => [key, collections.flatMap((name) => slugsByCollection[name] ?? [])]),
  );
}
