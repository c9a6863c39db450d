import type { Route } from "./+types/contact-us";
import { ContactForm } from "#app/components/forms/contact-form.tsx";
import { ContactPanel } from "#app/components/sections/contact-panel.tsx";
import { ContactSteps } from "#app/components/sections/contact-steps.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { Heading } from "#app/components/ui/heading.tsx";
import { contactPageAction } from "#app/.server/leads/contact-page-action.ts";
import { failureOfThrown, type ContactActionData } from "#app/shared/contact-outcome.ts";
import { seo } from "#app/lib/seo.ts";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Contact Us",
    description:
      "Tell us about your data, analytics or AI initiative. A senior consultant replies within one business day; or call, email or visit our San Jose office.",
    path: "/contact-us",
  });

export function action({ request, context }: Route.ActionArgs) {
  return contactPageAction(request, context.leads, context.clientIp);
}

/** In the browser: a failed send (no answer, or an error status without our data) becomes a visible outcome rather than an error page. */
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<ContactActionData> {
  try {
    const answer = (await serverAction()) as ContactActionData | undefined;
    return answer && typeof answer === "object" ? answer : { Status: false, failure: "network" };
  } catch (error) {
    return { Status: false, failure: failureOfThrown(error) };
  }
}

// Nothing on this page changes when a message is sent.
export const shouldRevalidate = () => false;

export default function ContactUs({ actionData, matches }: Route.ComponentProps) {
  const { site } = matches[0].loaderData;
  return (
    <>
      <PageHero
        eyebrow="Contact Us"
        title="Tell us what your data needs to do next"
        lead="Whether it is a governance programme, a platform migration or a first production AI use case, start with a short note. A senior consultant, not a sales queue, reads every message."
        artSeed={7}
      />
      <Container className="grid gap-10 py-16 sm:py-20 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start lg:gap-14">
        <section aria-labelledby="contact-form-title" className="rounded-card border border-ink-200 bg-white p-6 shadow-card sm:p-10">
          <Heading id="contact-form-title" level={2} className="text-2xl sm:text-3xl">
            Send us a Message
          </Heading>
          <p className="mt-3 mb-8 max-w-prose text-ink-600">
            Share a little context and we will come back within one business day with a few questions and times for a 30-minute discovery call.
          </p>
          <ContactForm actionData={actionData as ContactActionData | undefined} contact={{ email: site.email, phone: site.phone }} />
        </section>
        <div className="flex flex-col gap-8">
          <ContactPanel email={site.email} phone={site.phone} address={site.address} linkedin={site.socials.linkedin} companyName={site.legalName} />
          <ContactSteps />
        </div>
      </Container>
    </>
  );
}
