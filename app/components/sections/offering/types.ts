import type { BalancedGrid } from "#app/lib/balanced-grid.ts";
import type { CtaLink, IconName, SectionHeading } from "#content/schema/fragments.ts";
import type { BreadcrumbTrail } from "#app/lib/breadcrumbs.ts";
import type { CardVariant } from "#app/lib/card-variants.ts";

// What the service and AI offering pages receive from their loaders (app/.server/content/service-pages.ts).

/** A card that leads to an offering's page. */
export type OfferingLinkData = { slug: string; title: string; summary: string; icon: IconName; href: string };

export type LinkData = { label: string; href: string };

export type CtaData = SectionHeading & { action: CtaLink };

export type OfferingCardData = { title: string; points: string[]; seed: number };

export type TabCardData = { title: string; content: string; type: number; variant: CardVariant; seed: number };
export type TabData = { name: string; icon: IconName; cards: TabCardData[] };

export type PhaseData = { phase: string; weeks: string; description: string; deliverables: string[] };

export type OfferingPageData = {
  hero: { eyebrow: string; title: string; lead: string; artSeed: number; action: CtaLink; practiceLink?: LinkData };
  breadcrumbs: BreadcrumbTrail;
  intro: string[];
  glance: { title: string; platformsLabel: string; platforms: string[]; regulationsLabel: string; regulations: string[] };
  cards: { heading: SectionHeading; items: OfferingCardData[] };
  tabs: { heading: SectionHeading; tabs: TabData[] } | null;
  list: { title: string; items: string[] };
  engagement: { heading: SectionHeading & { deliverablesLabel: string }; phases: PhaseData[] };
  industries: { heading: SectionHeading; items: LinkData[] };
  related: { heading: SectionHeading; items: OfferingLinkData[]; grid: BalancedGrid };
  cta: CtaData;
  jsonLd: string;
};
