import { Card } from "#app/components/ui/card.tsx";
import { TextLink } from "#app/components/ui/link.tsx";
import { DotList } from "#app/components/ui/dot-list.tsx";

type LinkItem = { label: string; href: string };
type SessionAsideProps = {
  speakers: { title: string; items: string[] };
  services: { title: string; items: LinkItem[] };
  industries: { title: string; items: LinkItem[] };
  allWebinars: LinkItem;
};

/** Beside the session's text: who speaks (by role) and where the topic leads on the site. */
export function SessionAside({ speakers, services, industries, allWebinars }: SessionAsideProps) {
  const linkLists = [
    { id: "services", ...services },
    { id: "industries", ...industries },
  ];
  return (
    <Card as="aside" tone="muted" padding={7} className="space-y-8 lg:sticky lg:top-[calc(var(--spacing-header)+2rem)]">
      <section aria-labelledby="speakers-title">
        <h2 id="speakers-title" className="text-lg font-semibold text-ink-950">
          {speakers.title}
        </h2>
        <DotList items={speakers.items} className="mt-3 space-y-2 text-ink-700" />
      </section>
      {linkLists.map((list) => (
        <section key={list.id} aria-labelledby={`${list.id}-title`}>
          <h2 id={`${list.id}-title`} className="text-lg font-semibold text-ink-950">
            {list.title}
          </h2>
          <ul className="mt-3 space-y-2">
            {list.items.map((item) => (
              <li key={item.href}>
                <TextLink href={item.href}>{item.label}</TextLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <TextLink href={allWebinars.href} className="inline-block">
        {allWebinars.label}
      </TextLink>
    </Card>
  );
}
