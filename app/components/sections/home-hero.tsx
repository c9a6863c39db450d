import type { NavLink } from "../../../content/schema";
import { Container } from "~/components/ui/container";
import { Heading } from "~/components/ui/heading";
import { ButtonLink, Link } from "~/components/ui/link";
import { HeroArt } from "./hero-art";

type HomeHeroProps = { tagline: string; claim: string; industries: NavLink[] };

export function HomeHero({ tagline, claim, industries }: HomeHeroProps) {
  return (
    <div className="surface-dark relative isolate overflow-hidden bg-brand-950 pt-header text-white">
      <HeroArt seed={3} />
      <Container className="relative pt-20 pb-24 sm:pt-28 sm:pb-32">
        <p className="mb-5 inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-3 py-1 text-sm text-ink-200">
          <span className="size-2 rounded-full bg-accent-400" aria-hidden="true" />
          Data, AI and technology consulting · {claim}
        </p>
        <Heading level={1} className="max-w-4xl">
          {tagline}
        </Heading>
        <p className="mt-6 max-w-2xl text-lg text-pretty text-ink-200 sm:text-xl">
          We design the data foundations, analytics and AI that regulated and fast-moving businesses run on, and we staff the teams that keep them running.
        </p>
        <div className="mt-10 flex flex-wrap gap-3">
          <ButtonLink href="/contact-us" size="lg">
            Talk to an expert
          </ButtonLink>
          <ButtonLink href="/resources/case-studies" variant="outline-light" size="lg">
            See our work
          </ButtonLink>
        </div>
        <nav aria-label="Industries we serve" className="mt-16 border-t border-white/10 pt-6">
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-ink-300">
            {industries.map((industry) => (
              <li key={industry.href}>
                <Link href={industry.href} className="hover:text-white">
                  {industry.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </Container>
    </div>
  );
}
