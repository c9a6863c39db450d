import { Card } from "#app/components/ui/card.tsx";
import { Icon, type IconName } from "#app/components/ui/icon.tsx";
import { ButtonLink } from "#app/components/ui/link.tsx";
import type { ReactNode } from "react";
import type { ContactPage } from "#content/schema/pages.ts";

type ContactPanelProps = {
  copy: ContactPage["panel"];
  contact: {
    email: string;
    phone: { display: string; tel: string };
    address: { street: string; city: string; region: string; postalCode: string; country: string };
    linkedin: string;
    legalName: string;
  };
};

function Block({ icon, title, children }: { icon: IconName; title: string; children: ReactNode }) {
  return (
    <div className="flex gap-4">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-control bg-white/10 text-accent-300">
        <Icon name={icon} className="size-5" />
      </span>
      <div>
        <h3 className="text-sm font-semibold tracking-widest text-accent-300 uppercase">{title}</h3>
        <div className="mt-2 space-y-1 text-ink-100">{children}</div>
      </div>
    </div>
  );
}

const linkClass = "font-medium text-white underline decoration-white/30 underline-offset-4 hover:decoration-accent-300";

/** "Let's Talk" and "Visit Us": direct ways in, beside the form. */
export function ContactPanel({ copy, contact }: ContactPanelProps) {
  const { email, phone, address, linkedin, legalName } = contact;
  return (
    <Card aria-labelledby="contact-panel-title" as="aside" tone="brand-deep" padding={7} className="flex flex-col gap-8 sm:p-9">
      <div>
        <h2 id="contact-panel-title" className="text-2xl font-semibold">
          {copy.title}
        </h2>
        <p className="mt-2 text-ink-200">{copy.lead}</p>
      </div>
      <Block icon="phone" title={copy.talkLabel}>
        <p>
          <a className={linkClass} href={`mailto:${email}`}>
            {email}
          </a>
        </p>
        <p>
          <a className={linkClass} href={`tel:${phone.tel}`}>
            {phone.display}
          </a>
        </p>
      </Block>
      <Block icon="map-pin" title={copy.visitLabel}>
        <address className="not-italic">
          {legalName}
          <br />
          {address.street}
          <br />
          {address.city}, {address.region} {address.postalCode}, {address.country}
        </address>
      </Block>
      <div className="flex flex-col gap-3 border-t border-white/15 pt-8 sm:flex-row lg:flex-col">
        <ButtonLink href="/global-footprint" variant="primary">
          <Icon name="globe" />
          {` ${copy.footprintLabel}`}
        </ButtonLink>
        <ButtonLink href={linkedin} variant="outline-light">
          {copy.linkedinLabel}
        </ButtonLink>
      </div>
    </Card>
  );
}
