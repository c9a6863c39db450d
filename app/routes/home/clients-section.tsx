import type { SectionHeading } from "#content/schema/fragments.ts";
import type { ClientKind } from "#content/schema/home.ts";
import { Section } from "#app/components/ui/section.tsx";
import { SectionHeader } from "#app/components/ui/section-header.tsx";
import { ClientMarquee } from "./client-marquee";

/** `#ourClients` is the target of the header's "Our Clients" link. */
export function ClientsSection({ heading, clients }: { heading: SectionHeading; clients: ClientKind[] }) {
  return (
    <Section tone="muted" id="ourClients" aria-labelledby="clients-title" className="overflow-hidden">
      <SectionHeader
        id="clients-title" {...heading}
        align="center"
      />
      <ClientMarquee clients={clients} />
    </Section>
  );
}
