import type { CtaLink, SectionHeading } from "#content/schema/fragments.ts";
import { ButtonLink } from "#app/components/ui/link.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { SectionHeader } from "#app/components/ui/section-header.tsx";
import { HeroArt } from "./hero-art";

/** A closing call to action on the dark brand surface, with the page's generated art behind it. */
export function CtaSection({ cta, artSeed }: { cta: SectionHeading & { action: CtaLink }; artSeed?: number }) {
  return (
    <Section tone="dark" aria-labelledby="cta-title" className="relative isolate overflow-hidden">
      <HeroArt seed={artSeed} />
      <div className="relative">
        <SectionHeader id="cta-title" eyebrow={cta.eyebrow} title={cta.title} lead={cta.lead} />
        <ButtonLink href={cta.action.href} size="lg" className="mt-8">
          {cta.action.label}
        </ButtonLink>
      </div>
    </Section>
  );
}
