import { paths } from "./paths";

/**
 * The banner motifs, one per page family, drawn from one system (app/components/sections/hero-motifs.ts).
 * The home banner keeps the network mesh; inner pages take their family's motif.
 */
export const heroMotifs = ["mesh", "services", "industries", "resources", "company", "careers"] as const;
export type HeroMotif = (typeof heroMotifs)[number];

/** Where each family lives; an inner page under none of these (About us, legal, contact, errors) is "company". */
const familyRoots: [HeroMotif, string[]][] = [
  ["services", [paths.servicesHub, paths.aiHub]],
  ["industries", [paths.industriesHub]],
  ["resources", [paths.resourcesHub, paths.gallery, paths.search]],
  ["careers", [paths.workLife, paths.ourTeam, paths.nupmat]],
];

/** The motif of an inner page's banner (and closing call to action) at `pathname`, by its first segment. */
export function heroMotifFor(pathname: string): HeroMotif {
  const root = /^\/[^/]*/.exec(pathname)?.[0] ?? "";
  return familyRoots.find(([, roots]) => roots.includes(root))?.[0] ?? "company";
}
