import { Card } from "#app/components/ui/card.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { ButtonLink } from "#app/components/ui/link.tsx";
import type { BreadcrumbTrail } from "#app/lib/breadcrumbs.ts";
import { formatDate } from "#app/lib/dates.ts";
import type { ResourceCard as ResourceCardData } from "#app/lib/resource-filters.ts";
import type { ResponsiveImage } from "#app/lib/responsive-image.ts";
import type { TocEntry } from "#app/lib/toc.ts";
import { ContentPicture } from "#app/components/ui/content-picture.tsx";
import type { CtaLink, SectionHeading } from "#content/schema/fragments.ts";
import { CtaSection } from "../cta-section";
import { PageHero } from "../page-hero";
import { TableOfContents } from "../table-of-contents";
import { ArticleBody } from "./article-body";
import { OutcomesBand } from "./outcomes-band";
import { RelatedResources } from "./related-resources";
import type { KindNames } from "./types";

export type ArticlePageData = {
  hero: {
    eyebrow: string;
    title: string;
    lead: string;
    artSeed: number;
    published: string;
    date: string;
    readingTime: string;
    author?: string;
    download?: { label: string; href: string };
    /** The article's own cover picture, shown first under the hero. */
    cover?: ResponsiveImage;
  };
  breadcrumbs: BreadcrumbTrail;
  tags: { label: string; items: string[] };
  facts: { label: string; value: string }[];
  toc: { title: string; entries: TocEntry[] } | null;
  html: string;
  outcomes: { heading: SectionHeading; items: { figure?: string; label: string }[] } | null;
  related: { heading: SectionHeading; cards: ResourceCardData[]; kindNames: KindNames; card: { readingTime: string; tags: string } };
  cta: SectionHeading & { action: CtaLink };
  jsonLd: string;
};

/** The one template of a blog, whitepaper and case study: hero, contents beside the text, outcomes, related reading, next step. */
export function ArticlePage({ data }: { data: ArticlePageData }) {
  const { hero, toc } = data;
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: data.jsonLd }} />
      <PageHero
        motif="resources"
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        artSeed={hero.artSeed}
        breadcrumbs={data.breadcrumbs}
      >
        <p className="flex basis-full flex-wrap gap-x-3 gap-y-1 text-ink-200">
          <span>
            {hero.published.split("{date}")[0]}
            <time dateTime={hero.date}>{formatDate(hero.date)}</time>
            {hero.published.split("{date}")[1]}
          </span>
          <span aria-hidden="true">·</span>
          <span>{hero.readingTime}</span>
        </p>
        {hero.author && <p className="-mt-2 basis-full text-ink-200">{hero.author}</p>}
        {hero.download && (
          <ButtonLink href={hero.download.href} size="lg" className="mt-2">
            <Icon name="download" />
            {hero.download.label}
          </ButtonLink>
        )}
      </PageHero>
      {hero.cover && (
        <Container className="pt-10 sm:pt-14">
          <ContentPicture
            image={hero.cover}
            sizes="(min-width: 80rem) 72rem, calc(100vw - 2rem)"
            priority
            className="aspect-[16/9] h-auto w-full rounded-card object-cover"
          />
        </Container>
      )}
      <Container className={toc ? "grid gap-10 py-14 sm:py-20 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-16" : "py-14 sm:py-20"}>
        {toc && <TableOfContents entries={toc.entries} title={toc.title} />}
        <article className="min-w-0">
          {data.facts.length > 0 && (
            <Card as="dl" tone="muted" padding={5} className="mb-10 grid max-w-reading gap-4 text-lg sm:grid-cols-2">
              {data.facts.map((fact) => (
                <div key={fact.label}>
                  <dt className="text-sm font-semibold tracking-wider text-ink-500 uppercase">{fact.label}</dt>
                  <dd className="mt-1 text-ink-900">{fact.value}</dd>
                </div>
              ))}
            </Card>
          )}
          <ArticleBody html={data.html} />
          {data.tags.items.length > 0 && (
            <div className="mt-12 max-w-reading border-t border-ink-200 pt-6">
              <h2 className="text-sm font-semibold tracking-wider text-ink-500 uppercase">{data.tags.label}</h2>
              <ul className="mt-3 flex flex-wrap gap-2">
                {data.tags.items.map((tag) => (
                  <li
                    key={tag}
                    className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 ring-1 ring-brand-100 ring-inset"
                  >
                    {tag}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </article>
      </Container>
      {data.outcomes && <OutcomesBand heading={data.outcomes.heading} items={data.outcomes.items} />}
      <RelatedResources {...data.related} />
      <CtaSection motif="resources" cta={data.cta} artSeed={hero.artSeed + 1} />
    </>
  );
}
