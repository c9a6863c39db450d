import type { IconName } from "#content/schema/fragments.ts";
import { OfferingLinkCard } from "#app/components/sections/offering/offering-link-card.tsx";
import type { OfferingLinkData } from "#app/components/sections/offering/types.ts";
import { Heading } from "#app/components/ui/heading.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { ButtonLink, Link } from "#app/components/ui/link.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { cn } from "#app/lib/cn.ts";

export type FamilyData = {
  id: string;
  title: string;
  summary: string;
  icon: IconName;
  hubLink?: { label: string; href: string };
  offerings: OfferingLinkData[];
  also: { heading: string; content: string; href?: string }[];
};

/** One practice: its pages as cards, then the rest of what it covers from the home catalogue. */
export function FamilySection({ family, alsoLabel, tone }: { family: FamilyData; alsoLabel: string; tone: "white" | "muted" }) {
  const titleId = `${family.id}-title`;
  // Under a heading of their own when the practice has pages too; directly under the practice otherwise.
  const ItemHeading = family.offerings.length > 0 ? "h4" : "h3";
  return (
    <Section id={family.id} tone={tone} aria-labelledby={titleId}>
      <div className="grid gap-10 lg:grid-cols-[20rem_minmax(0,1fr)] lg:gap-16">
        <header className="lg:sticky lg:top-28 lg:self-start">
          <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-700 text-white shadow-card">
            <Icon name={family.icon} className="size-7" />
          </span>
          <Heading id={titleId} className="mt-6">
            {family.title}
          </Heading>
          <p className="mt-3 text-lg text-pretty text-ink-600">{family.summary}</p>
          {family.hubLink && (
            <ButtonLink href={family.hubLink.href} variant="brand" className="mt-6">
              {family.hubLink.label}
              <Icon name="arrow-right" />
            </ButtonLink>
          )}
        </header>
        <div>
          {family.offerings.length > 0 && (
            <ul className="grid gap-6 sm:grid-cols-2">
              {family.offerings.map((offering, index) => (
                // With an odd count the first card, the practice's lead offering, takes the full width.
                <OfferingLinkCard
                  key={offering.slug}
                  offering={offering}
                  className={cn(index === 0 && family.offerings.length % 2 === 1 && "sm:col-span-2")}
                />
              ))}
            </ul>
          )}
          {family.also.length > 0 && (
            <div className={cn(family.offerings.length > 0 && "mt-12")}>
              {family.offerings.length > 0 && (
                <h3 className="mb-5 text-sm font-semibold tracking-wide text-ink-600 uppercase">{alsoLabel}</h3>
              )}
              <ul className="grid gap-x-8 gap-y-6 sm:grid-cols-2">
                {family.also.map((item) => (
                  <li key={item.heading} className="border-t border-ink-200 pt-5">
                    <ItemHeading className="font-semibold text-ink-950">
                      {item.href ? (
                        <Link
                          href={item.href}
                          className="text-brand-700 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-700"
                        >
                          {item.heading}
                        </Link>
                      ) : (
                        item.heading
                      )}
                    </ItemHeading>
                    <p className="mt-1.5 text-pretty text-ink-600">{item.content}</p>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      </div>
    </Section>
  );
}
