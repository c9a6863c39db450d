/**
 * The banner motifs, one per page family, drawn from one drawing system (app/components/sections/hero-motifs.ts).
 * The home banner keeps the network mesh; an inner page names its family's motif on <PageHero> and <CtaSection>
 * (services, industries, resources, careers), and any other page (About us, legal, contact, errors) is "company".
 * Named in the page rather than worked out from its address, so that the shell every page loads carries no table
 * of addresses (the first view's script budget).
 */
export const heroMotifs = ["mesh", "services", "industries", "resources", "company", "careers"] as const;
export type HeroMotif = (typeof heroMotifs)[number];
