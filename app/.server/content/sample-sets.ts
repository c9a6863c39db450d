import type { SampleSetMode } from "#content/schema/sample-content.ts";

/** The entries a page shows of a set: all of them, samples marked as examples, or only the real ones when the set's samples are hidden. */
export function shownEntries<Entry extends { sample: boolean }>(entries: readonly Entry[], mode: SampleSetMode): Entry[] {
  return mode === "hidden" ? entries.filter((entry) => !entry.sample) : [...entries];
}
