import type { ErrorPages } from "#content/schema/pages.ts";
import { ButtonLink, TextLink } from "#app/components/ui/link.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { PageHero } from "./page-hero";

export function ErrorPage({ notFound, copy }: { notFound: boolean; copy: ErrorPages }) {
  if (!notFound) {
    return (
      <PageHero {...copy.failure.hero}>
        <ButtonLink href={copy.failure.action.href}>{copy.failure.action.label}</ButtonLink>
      </PageHero>
    );
  }
  const { hero, action, suggestionsTitle, suggestions } = copy.notFound;
  return (
    <>
      <PageHero {...hero}>
        <ButtonLink href={action.href}>{action.label}</ButtonLink>
      </PageHero>
      <Container className="py-16">
        <h2 className="text-xl font-semibold">{suggestionsTitle}</h2>
        <ul className="mt-4 flex flex-wrap gap-x-8 gap-y-2">
          {suggestions.map((link) => (
            <li key={link.href}>
              <TextLink href={link.href}>{link.label}</TextLink>
            </li>
          ))}
        </ul>
      </Container>
    </>
  );
}
