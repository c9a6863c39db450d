import type { CtaLink } from "#content/schema/fragments.ts";
import type { BannerTab } from "#content/schema/home.ts";
import { Container } from "#app/components/ui/container.tsx";
import { Heading } from "#app/components/ui/heading.tsx";
import { ButtonLink } from "#app/components/ui/link.tsx";
import { HeroArt } from "#app/components/sections/hero-art.tsx";
import { OrbitArt } from "./orbit-art";
import { TabWheel } from "./tab-wheel";

type BannerCopy = { eyebrow: string; lead: string; groupName: string; primary: CtaLink; secondary: CtaLink };
type LandingBannerProps = { tagline: string; copy: BannerCopy; tabs: BannerTab[] };

/** The first screen: one claim (the tagline) and one proof (the lead), with the wheel's tab bar below them. */
export function LandingBanner({ tagline, copy, tabs }: LandingBannerProps) {
  return (
    <div className="surface-dark relative isolate overflow-hidden bg-brand-950 pt-header text-white">
      <HeroArt seed={3} />
      <OrbitArt />
      <Container className="relative pt-10 pb-8 sm:pt-16 lg:pt-12 lg:pb-10">
        <TabWheel
          tabs={tabs}
          groupName={copy.groupName}
          eyebrow={
            <p className="inline-flex items-center gap-2 rounded-2xl border border-white/15 bg-white/5 px-3 py-1 text-sm text-ink-200 sm:rounded-full">
              <span className="size-2 rounded-full bg-accent-400" aria-hidden="true" />
              {copy.eyebrow}
            </p>
          }
          heading={
            <Heading level={1} size="hero" className="max-w-5xl">
              {tagline}
            </Heading>
          }
        >
          <p className="mt-6 max-w-2xl text-lg text-pretty text-ink-200 sm:text-xl">{copy.lead}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink href={copy.primary.href} size="lg">
              {copy.primary.label}
            </ButtonLink>
            <ButtonLink href={copy.secondary.href} variant="outline-light" size="lg">
              {copy.secondary.label}
            </ButtonLink>
          </div>
        </TabWheel>
      </Container>
    </div>
  );
}
