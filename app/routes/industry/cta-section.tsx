import type { CtaLink } from "#content/schema/fragments.ts";
import { ButtonLink } from "#app/components/ui/link.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { SectionHeader } from "#app/components/ui/section-header.tsx";

type CtaSectionProps = { eyebrow: string; title: string; lead: string; contact: CtaLink; hub: CtaLink };

export function CtaSection({ eyebrow, title, lead, contact, hub }: CtaSectionProps) {
  return (
    <Section tone="dark" aria-labelledby="industry-cta-title">
      <SectionHeader id="industry-cta-title" eyebrow={eyebrow} title={title} lead={lead} />
      <div className="mt-8 flex flex-wrap gap-3">
        <ButtonLink href={contact.href} size="lg">
          {contact.label}
        </ButtonLink>
        <ButtonLink href={hub.href} variant="outline-light" size="lg">
          {hub.label}
        </ButtonLink>
      </div>
    </Section>
  );
}
