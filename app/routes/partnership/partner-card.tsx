import { Card } from "#app/components/ui/card.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { useEscapeDismiss } from "#app/lib/use-hover-content.ts";
import { useHold } from "#app/lib/use-hold.ts";
import { Tag } from "#app/components/ui/tag.tsx";

export type PartnerCardData = {
  slug: string;
  name: string;
  url: string;
  description: string;
  logo: { path: string } | null;
  services: string[];
};

/**
 * The description sits in the page for search engines and screen readers; from 768 px it covers the logo
 * and tags on hover, tap or keyboard focus of the card's link (which stays visible below it); on phones it is
 * simply shown. Both share one grid cell, so the card is always as tall as the longer of the two and a long
 * description never runs past the card's edge or under its link. Escape hides it until the pointer or the
 * focus leaves the card (WCAG 1.4.13, dismissible).
 */
export function PartnerCard({ partner, visitLabel }: { partner: PartnerCardData; visitLabel: string }) {
  const descriptionId = `partner-${partner.slug}-description`;
  const { held, handlers } = useHold();
  const dismissed = useEscapeDismiss(held);
  return (
    <Card
      as="li"
      interactive="hover"
      {...handlers}
      data-dismissed={dismissed || undefined}
      className="group/card relative flex min-h-72 flex-col overflow-hidden"
    >
      <div className="grow md:-mx-6 md:-mt-6 md:grid">
        <div className="md:col-start-1 md:row-start-1 md:px-6 md:pt-6">
          {/* The brand's monochrome mark from simple-icons beside its name, or the name alone as a wordmark. */}
          <h3 className="flex h-12 items-center gap-3 text-2xl font-bold tracking-tight text-ink-900">
            {partner.logo && (
              <svg
                viewBox="0 0 24 24"
                width="40"
                height="40"
                aria-hidden="true"
                focusable="false"
                className="size-10 shrink-0 fill-current"
              >
                <path d={partner.logo.path} />
              </svg>
            )}
            {partner.name}
          </h3>
          <ul className="mt-5 flex flex-wrap gap-2">
            {partner.services.map((service) => (
              <li key={service}>
                <Tag size="xs">{service}</Tag>
              </li>
            ))}
          </ul>
        </div>
        <p
          id={descriptionId}
          className="mt-3 text-sm text-pretty text-ink-600 md:col-start-1 md:row-start-1 md:m-0 md:flex md:items-center md:bg-brand-950 md:p-6 md:text-ink-100 md:opacity-0 md:transition-opacity md:duration-200 md:group-focus-within/card:opacity-100 md:group-hover/card:opacity-100 md:group-data-dismissed/card:opacity-0!"
        >
          {partner.description}
        </p>
      </div>
      <Link
        href={partner.url}
        aria-describedby={descriptionId}
        className="self-start pt-4 text-sm font-medium text-brand-700 underline decoration-brand-300 underline-offset-4"
      >
        {visitLabel.replace("{name}", partner.name)}
      </Link>
    </Card>
  );
}
