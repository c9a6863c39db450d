import { ContentError } from "./validate";

/** A collection other entries can point at: its singular noun for messages, and its slugs. */
export type ReferenceTarget = { noun: string; slugs: ReadonlySet<string> };

export function referenceTarget(noun: string, entries: readonly { slug: string }[]): ReferenceTarget {
  return { noun, slugs: new Set(entries.map((entry) => entry.slug)) };
}

/**
 * The cross-reference graph's one rule: every slug an entry names in `field` exists in one of the
 * targets. Otherwise the build fails, naming the file, the entry, the field and the bad slug.
 */
export function checkReferences<E extends { slug: string }>(
  source: string,
  entries: readonly E[],
  field: string,
  slugsOf: (entry: E) => readonly string[] | undefined,
  targets: readonly ReferenceTarget[],
): void {
  const problems = entries.flatMap((entry) =>
    (slugsOf(entry) ?? []).flatMap((slug, index) =>
      targets.some((target) => target.slugs.has(slug))
        ? []
        : [`  - ${entry.slug}.${field}.${index}: no ${targets.map((target) => target.noun).join(" or ")} has the slug "${slug}"`],
    ),
  );
  if (problems.length) throw new ContentError(`Invalid content in ${source}:\n${problems.join("\n")}`);
}
