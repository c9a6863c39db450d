import type { CtaLink, SectionHeading } from "#content/schema/fragments.ts";
import type { HeroMotif } from "#app/lib/hero-motif.ts";
import { ButtonLink } from "#app/components/ui/link.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { SectionHeader } from "#app/components/ui/section-header.tsx";
import { HeroArt } from "./hero-art";

/** A closing call to action: a dark panel with the page's generated art in its family's motif, set apart from the dark footer. */
export function CtaSection({
  cta,
  artSeed,
  motif = "company",
  tone = "white",
}: {
  cta: SectionHeading & { action: CtaLink };
  artSeed?: number;
  motif?: HeroMotif;
  tone?: "white" | "muted";
}) {
  return (
    <Section tone={tone} aria-labelledby="cta-title">
      <div className="surface-dark relative isolate overflow-hidden rounded-3xl bg-brand-950 px-6 py-12 text-white shadow-raised sm:px-12 sm:py-16 lg:px-16">
        <HeroArt seed={artSeed} motif={motif} />
        <div className="relative">
          <SectionHeader id="cta-title" eyebrow={cta.eyebrow} title={cta.title} lead={cta.lead} />
          <ButtonLink href={cta.action.href} size="lg" className="mt-8">
            {cta.action.label}
          </ButtonLink>
        </div>
      </div>
    </Section>
  );
}
