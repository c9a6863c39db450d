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

const isUnder = (pathname: string, root: string) => pathname === root || pathname.startsWith(`${root}/`);

/** The motif of an inner page's banner (and closing call to action) at `pathname`. */
export function heroMotifFor(pathname: string): HeroMotif {
  return familyRoots.find(([, roots]) => roots.some((root) => isUnder(pathname, root)))?.[0] ?? "company";
}
