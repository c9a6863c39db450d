import type { ClientKind } from "#content/schema/home.ts";
import { Section } from "#app/components/ui/section.tsx";
import { SectionHeader } from "#app/components/ui/section-header.tsx";
import { ClientMarquee } from "./client-marquee";

/** `#ourClients` is the target of the header's "Our Clients" link. */
export function ClientsSection({ clients }: { clients: ClientKind[] }) {
  return (
    <Section tone="muted" id="ourClients" aria-labelledby="clients-title" className="overflow-hidden">
      <SectionHeader
        id="clients-title"
        align="center"
        eyebrow="Our clients"
        title="Trusted where data has to be right"
        lead="We name clients only with their written permission. These are the kinds of organisations that rely on us today."
      />
      <ClientMarquee clients={clients} />
    </Section>
  );
}
