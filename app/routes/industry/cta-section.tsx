import { Card } from "#app/components/ui/card.tsx";
import type { CtaLink } from "#content/schema/fragments.ts";
import { ButtonLink } from "#app/components/ui/link.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { SectionHeader } from "#app/components/ui/section-header.tsx";

type CtaSectionProps = { eyebrow: string; title: string; lead: string; contact: CtaLink; hub: CtaLink };

/** A dark panel on white, so the call to action stands apart from the dark footer below it. */
export function CtaSection({ eyebrow, title, lead, contact, hub }: CtaSectionProps) {
  return (
    <Section aria-labelledby="industry-cta-title" className="pt-0 sm:pt-0">
      <Card
        tone="brand"
        padding={0}
        className="bg-linear-to-br from-brand-800 via-brand-900 to-brand-950 px-6 py-12 sm:px-12 sm:py-16 lg:px-16"
      >
        <SectionHeader id="industry-cta-title" eyebrow={eyebrow} title={title} lead={lead} />
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink href={contact.href} size="lg">
            {contact.label}
          </ButtonLink>
          <ButtonLink href={hub.href} variant="outline-light" size="lg">
            {hub.label}
          </ButtonLink>
        </div>
      </Card>
    </Section>
  );
}
