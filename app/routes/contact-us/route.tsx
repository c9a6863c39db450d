import { Card } from "#app/components/ui/card.tsx";
import type { Route } from "./+types/route";
import { ContactForm } from "#app/components/forms/contact-form.tsx";
import { ContactPanel } from "./contact-panel";
import { ContactOffices } from "./contact-offices";
import { ContactSteps } from "./contact-steps";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { Heading } from "#app/components/ui/heading.tsx";
import { failureOfThrown, type ContactActionData } from "#shared/contact-outcome.ts";
import { seo } from "#app/lib/seo.ts";
import { getContactPage } from "#app/.server/content/contact-page.ts";
import { appServices, requestFacts } from "#app/.server/request-context.ts";

export function loader() {
  return getContactPage();
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? seo(matches, { ...loaderData.page.meta, path: "/contact-us" }) : [];

export function action({ request, context }: Route.ActionArgs) {
  const { leads, clientIp } = context.get(requestFacts);
  return appServices(context).forms.contact(request, leads, clientIp);
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

export default function ContactUs({ actionData, loaderData }: Route.ComponentProps) {
  const { page, contact, offices } = loaderData;
  return (
    <>
      <PageHero {...page.hero} artSeed={7} />
      <Container className="grid gap-10 py-16 sm:py-20 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start lg:gap-14">
        {/* Two columns of about the same height: the form and what follows it, the direct ways in and the offices. */}
        <div className="flex flex-col gap-8">
          <Card aria-labelledby="contact-form-title" as="section" className="sm:p-10">
            <Heading id="contact-form-title" level={2} size="panel">
              {page.form.title}
            </Heading>
            <p className="mt-3 mb-8 max-w-reading text-ink-600">{page.form.lead}</p>
            <ContactForm
              actionData={actionData as ContactActionData | undefined}
              contact={{ email: contact.email, phone: contact.phone }}
              copy={page.formCopy}
            />
          </Card>
          <ContactSteps steps={page.steps} />
        </div>
        <div className="flex flex-col gap-8">
          <ContactPanel copy={page.panel} contact={contact} />
          <ContactOffices copy={page.offices} offices={offices} />
        </div>
      </Container>
    </>
  );
}
