import { Card } from "#app/components/ui/card.tsx";
import { ContentPicture } from "#app/components/ui/content-picture.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { Tag } from "#app/components/ui/tag.tsx";
import { cn } from "#app/lib/cn.ts";
import type { ResponsiveImage } from "#app/lib/responsive-image.ts";
import { PartnerMark } from "./partner-mark";

export type PartnerCardData = {
  slug: string;
  name: string;
  url: string;
  description: string;
  monogram: string;
  services: string[];
  /** The partner's logo, where the content has one; its initials' tile otherwise. */
  logo?: ResponsiveImage;
};

/** A platform we build on: its mark and name, what we build with it, the services we deliver on it, and its site. */
export function PartnerCard({ partner, visitLabel, className }: { partner: PartnerCardData; visitLabel: string; className?: string }) {
  const descriptionId = `partner-${partner.slug}-description`;
  return (
    <Card as="li" className={cn("flex flex-col", className)}>
      <h3 className="flex items-center gap-3 text-xl font-semibold tracking-tight text-ink-950">
        {partner.logo ? (
          <ContentPicture image={partner.logo} sizes="44px" className="size-11 shrink-0 rounded-control object-contain" />
        ) : (
          <PartnerMark monogram={partner.monogram} />
        )}
        {partner.name}
      </h3>
      <p id={descriptionId} className="mt-4 text-sm text-pretty text-ink-600">
        {partner.description}
      </p>
      <ul className="mt-5 flex flex-wrap gap-2 border-t border-ink-100 pt-5">
        {partner.services.map((service) => (
          <li key={service}>
            <Tag size="xs">{service}</Tag>
          </li>
        ))}
      </ul>
      <Link
        href={partner.url}
        aria-describedby={descriptionId}
        className="mt-auto self-start pt-5 text-sm font-medium text-brand-700 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-700"
      >
        {visitLabel.replace("{name}", partner.name)}
      </Link>
    </Card>
  );
}
