import type { Route } from "./+types/route";
import { CtaSection } from "#app/components/sections/cta-section.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { SampleNotice } from "#app/components/ui/sample-notice.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { SectionHeader } from "#app/components/ui/section-header.tsx";
import { getWorkLifePage } from "#app/.server/content/company-pages.ts";
import { paths } from "#shared/paths.ts";
import { seo } from "#app/lib/seo.ts";
import { ExperienceList } from "./experience-list";
import { FoundationBlocks } from "./foundation-blocks";
import { ReviewCoverflow } from "./review-coverflow";

const path = paths.workLife;

export function loader() {
  return getWorkLifePage(path);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => (loaderData ? seo(matches, { ...loaderData.page.meta, path }) : []);

export default function WorkLife({ loaderData }: Route.ComponentProps) {
  const { page, breadcrumbs } = loaderData;
  const { cornerstone, reviews } = page;
  return (
    <>
      <PageHero motif="careers" {...page.hero} artSeed={23} breadcrumbs={breadcrumbs} />
      <Section aria-labelledby="cornerstone-title">
        <div className="grid gap-10 lg:grid-cols-[2fr_3fr] lg:gap-16">
          <SectionHeader id="cornerstone-title" eyebrow={cornerstone.eyebrow} title={cornerstone.title} />
          <div className="space-y-5 text-lg text-pretty text-ink-700">
            {cornerstone.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
        </div>
      </Section>
      <FoundationBlocks foundations={page.foundations} />
      <ExperienceList experience={page.experience} />
      {reviews.items.length > 0 && (
        <Section tone="muted" aria-labelledby="reviews-title">
          <SectionHeader id="reviews-title" eyebrow={reviews.eyebrow} title={reviews.title} lead={reviews.lead} align="center" />
          {reviews.items.some((review) => review.sample) && (
            <SampleNotice className="mx-auto mt-4 text-center">{reviews.sampleNotice}</SampleNotice>
          )}
          <div className="mt-12">
            <ReviewCoverflow label={reviews.label} sampleLabel={loaderData.sampleLabel} reviews={reviews.items} />
          </div>
        </Section>
      )}
      <CtaSection motif="careers" cta={page.cta} artSeed={24} />
    </>
  );
}
