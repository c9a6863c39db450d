import type { IconName } from "#content/schema/fragments.ts";
import { OfferingLinkCard } from "#app/components/sections/offering/offering-link-card.tsx";
import type { OfferingLinkData } from "#app/components/sections/offering/types.ts";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { EntryList, type Entry } from "#app/components/ui/entry-list.tsx";
import { Heading } from "#app/components/ui/heading.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { ButtonLink } from "#app/components/ui/link.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { balancedGrid } from "#app/lib/balanced-grid.ts";
import { cn } from "#app/lib/cn.ts";

export type FamilyData = {
  id: string;
  title: string;
  summary: string;
  icon: IconName;
  /** The practice's one call to action: a page, or a file (its brochure). */
  explore: { label: string; href: string; file: boolean };
  offerings: OfferingLinkData[];
  also: Entry[];
};

/** One practice: its pages as cards, then the rest of what it covers from the home catalogue. */
export function FamilySection({ family, alsoLabel, tone }: { family: FamilyData; alsoLabel: string; tone: "white" | "muted" }) {
  const titleId = `${family.id}-title`;
  // Under a heading of their own when the practice has pages too; directly under the practice otherwise.
  const itemHeading = family.offerings.length > 0 ? "h4" : "h3";
  const grid = balancedGrid(family.offerings.length, { sm: 2 });
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
          <ExploreLink explore={family.explore} practice={family.title} />
        </header>
        <div>
          {family.offerings.length > 0 && (
            <ul className={cn(grid.grid, "gap-6")}>
              {family.offerings.map((offering, index) => (
                <OfferingLinkCard key={offering.slug} offering={offering} className={grid.items[index]} />
              ))}
            </ul>
          )}
          {family.also.length > 0 && (
            <div className={cn(family.offerings.length > 0 && "mt-12")}>
              {family.offerings.length > 0 && (
                <h3 className="mb-5 text-sm font-semibold tracking-wide text-ink-600 uppercase">{alsoLabel}</h3>
              )}
              <EntryList entries={family.also} headingLevel={itemHeading} />
            </div>
          )}
        </div>
      </div>
    </Section>
  );
}

/** The practice's call to action, the same button in every block; a file is a plain link the browser downloads. */
function ExploreLink({ explore, practice }: { explore: FamilyData["explore"]; practice: string }) {
  const className = "mt-6";
  if (!explore.file)
    return (
      <ButtonLink href={explore.href} variant="brand" className={className}>
        {explore.label}
        <Icon name="arrow-right" />
      </ButtonLink>
    );
  return (
    <a href={explore.href} download type="application/pdf" className={buttonVariants({ variant: "brand", className })}>
      {explore.label}
      <span className="sr-only">: {practice} (PDF)</span>
      <Icon name="download" />
    </a>
  );
}
