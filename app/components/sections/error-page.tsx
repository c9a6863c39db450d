import { ButtonLink, TextLink } from "#app/components/ui/link.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { PageHero } from "./page-hero";

const suggestions = [
  { label: "What we do", href: "/#catalogue-title" },
  { label: "Our clients", href: "/#ourClients" },
  { label: "Contact Us", href: "/contact-us" },
  { label: "Privacy Policy", href: "/privacy-policy" },
];

export function ErrorPage({ notFound }: { notFound: boolean }) {
  return notFound ? (
    <>
      <PageHero eyebrow="Error 404" title="We couldn't find that page" lead="The link may be out of date, or the page may have moved. These are good places to pick up from.">
        <ButtonLink href="/">Back to the home page</ButtonLink>
      </PageHero>
      <Container className="py-16">
        <h2 className="text-xl font-semibold">Popular destinations</h2>
        <ul className="mt-4 flex flex-wrap gap-x-8 gap-y-2">
          {suggestions.map((link) => (
            <li key={link.href}>
              <TextLink href={link.href}>{link.label}</TextLink>
            </li>
          ))}
        </ul>
      </Container>
    </>
  ) : (
    <PageHero
      eyebrow="Something went wrong"
      title="This page hit an unexpected error"
      lead="Our team has been notified. Please try again in a moment, or reach us directly through the contact page."
    >
      <ButtonLink href="/contact-us">Contact us</ButtonLink>
    </PageHero>
  );
}
