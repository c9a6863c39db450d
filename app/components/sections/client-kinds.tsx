import type { ClientKind } from "../../../content/schema";
import { Section } from "~/components/ui/section";
import { SectionHeader } from "~/components/ui/section-header";

export function ClientKindsSection({ clients }: { clients: ClientKind[] }) {
  return (
    <Section tone="muted" id="ourClients" aria-labelledby="clients-title">
      <SectionHeader
        id="clients-title"
        eyebrow="Our clients"
        title="Trusted where data has to be right"
        lead="We name clients only with their permission. These are the kinds of organisations we work with today."
      />
      <ul className="mt-12 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {clients.map((client) => (
          <li key={client.label} className="rounded-card border border-ink-200 bg-white px-5 py-4">
            <p className="font-semibold text-ink-900">{client.label}</p>
            <p className="mt-1 text-sm text-ink-600">{client.sector}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
