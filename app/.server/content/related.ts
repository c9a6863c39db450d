type Linked = { href: string; date: string; industries: readonly string[]; services: readonly string[] };

/**
 * Entries that share a service or an industry with `entry`, of any kind, closest first: a shared
 * service counts twice a shared industry (it says more about the work); newer entries break ties.
 */
export function relatedEntries<T extends Linked>(entry: Linked, candidates: readonly T[], limit = 3): T[] {
  const shared = (mine: readonly string[], theirs: readonly string[]) => theirs.filter((slug) => mine.includes(slug)).length;
  return candidates
    .filter((candidate) => candidate.href !== entry.href)
    .map((candidate) => ({
      candidate,
      score: 2 * shared(entry.services, candidate.services) + shared(entry.industries, candidate.industries),
    }))
    .filter(({ score }) => score > 0)
    .sort(
      (a, b) => b.score - a.score || b.candidate.date.localeCompare(a.candidate.date) || a.candidate.href.localeCompare(b.candidate.href),
    )
    .slice(0, limit)
    .map(({ candidate }) => candidate);
}
