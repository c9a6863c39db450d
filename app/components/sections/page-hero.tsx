import type { ReactNode } from "react";
import type { HeroMotif } from "#app/lib/hero-motif.ts";
import { Container } from "#app/components/ui/container.tsx";
import { Heading } from "#app/components/ui/heading.tsx";
import type { BreadcrumbTrail } from "#app/lib/breadcrumbs.ts";
import { Breadcrumbs } from "./breadcrumbs";
import { HeroArt } from "./hero-art";

type PageHeroProps = {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
  artSeed?: number;
  /** The page family's banner motif (app/lib/hero-motif.ts); "company" unless told. */
  motif?: HeroMotif;
  /** Every page below the top level shows where it sits (Home › Key Industries › Banking). */
  breadcrumbs?: BreadcrumbTrail;
};

/** The dark banner every inner page opens with; the header sits transparent over it. */
export function PageHero({ eyebrow, title, lead, children, artSeed, motif = "company", breadcrumbs }: PageHeroProps) {
  return (
    <div className="surface-dark relative isolate overflow-hidden bg-brand-950 pt-header text-white">
      <HeroArt seed={artSeed} motif={motif} />
      <Container className="relative py-16 sm:py-24">
        {breadcrumbs && <Breadcrumbs trail={breadcrumbs} />}
        {eyebrow && <p className="mb-4 text-sm font-semibold tracking-widest text-accent-300 uppercase">{eyebrow}</p>}
        <Heading level={1} className="max-w-3xl">
          {title}
        </Heading>
        {lead && <p className="mt-6 max-w-2xl text-lg text-pretty text-ink-200 sm:text-xl">{lead}</p>}
        {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
      </Container>
    </div>
  );
}
