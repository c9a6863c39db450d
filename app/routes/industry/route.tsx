import type { Route } from "./+types/route";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { getIndustryPage } from "#app/.server/content/industries.ts";
import { seo } from "#app/lib/seo.ts";
import { renderStatic } from "#app/rendering/render-static.server.tsx";
import { CtaSection } from "./cta-section";
import { IndustryMenu } from "./industry-menu";
import { IntroSection } from "./intro-section";
import { ServicesSection } from "./services-section";
import { TopicsSection } from "./topics-section";
import { UseCaseFigure } from "./use-case-figure";
import { pageNotFound } from "#app/.server/content/error-pages.ts";

export function loader({ params }: Route.LoaderArgs) {
  const page = getIndustryPage(params.slug);
  if (!page) throw pageNotFound();
  const count = page.topics.length;
  const topics = page.topics.map(({ diagram, ...topic }, index) => ({
    ...topic,
    figureHtml: renderStatic(<UseCaseFigure diagram={diagram} id={topic.id} index={index} count={count} />),
  }));
  return { ...page, topics };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => (loaderData ? seo(matches, loaderData.meta) : []);

/** One template for all six industries, as on the original site. */
export default function Industry({ loaderData }: Route.ComponentProps) {
  const { hero, menu, intro, regulations, toc, topics, services, cta } = loaderData;
  return (
    <>
      <PageHero motif="industries" {...hero} />
      <IndustryMenu {...menu} />
      <IntroSection intro={intro} regulations={regulations} toc={toc} />
      <TopicsSection topics={topics} seed={hero.artSeed} />
      <ServicesSection {...services} />
      <CtaSection {...cta} />
    </>
  );
}
