import type { CtaLink, SectionHeading } from "#content/schema/fragments.ts";
import type { ClientKind } from "#content/schema/home.ts";
import { TextLink } from "#app/components/ui/link.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { SectionHeader } from "#app/components/ui/section-header.tsx";
import { ClientMarquee } from "./client-marquee";

/** `#ourClients` is the target of the header's "Our Clients" link. */
export function ClientsSection({ heading, clients }: { heading: SectionHeading & { industries: CtaLink }; clients: ClientKind[] }) {
  const { industries, ...header } = heading;
  return (
    <Section tone="muted" id="ourClients" aria-labelledby="clients-title" className="overflow-hidden">
      <SectionHeader id="clients-title" {...header} align="center" />
      <ClientMarquee clients={clients} />
      <p className="mt-10 text-center">
        <TextLink href={industries.href}>{industries.label}</TextLink>
      </p>
    </Section>
  );
}
