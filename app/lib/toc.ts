export type TocEntry = { id: string; text: string; depth: number };
export type TocNode = TocEntry & { children: TocEntry[] };

/** Entries deeper than the first one's depth nest under the entry before them (a section's subsections). */
export function nestToc(entries: readonly TocEntry[]): TocNode[] {
  const top = entries[0]?.depth;
  const nodes: TocNode[] = [];
  for (const entry of entries) {
    const parent = nodes.at(-1);
    if (entry.depth > top! && parent) parent.children.push(entry);
    else nodes.push({ ...entry, children: [] });
  }
  return nodes;
}
