import { Icon, type IconName } from "#app/components/ui/icon.tsx";
import { ButtonLink } from "#app/components/ui/link.tsx";
import type { ReactNode } from "react";

type ContactPanelProps = {
  email: string;
  phone: { display: string; tel: string };
  address: { street: string; city: string; region: string; postalCode: string; country: string };
  linkedin: string;
  companyName: string;
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
export function ContactPanel({ email, phone, address, linkedin, companyName }: ContactPanelProps) {
  return (
    <aside aria-labelledby="contact-panel-title" className="surface-dark flex flex-col gap-8 rounded-card bg-brand-950 p-7 text-white shadow-raised sm:p-9">
      <div>
        <h2 id="contact-panel-title" className="text-2xl font-semibold">
          Prefer to talk first?
        </h2>
        <p className="mt-2 text-ink-200">The same team reads the form, the inbox and answers the phone, Monday to Friday, 8am to 6pm Pacific.</p>
      </div>
      <Block icon="phone" title="Let's Talk">
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
      <Block icon="map-pin" title="Visit Us">
        <address className="not-italic">
          {companyName}
          <br />
          {address.street}
          <br />
          {address.city}, {address.region} {address.postalCode}, {address.country}
        </address>
      </Block>
      <div className="flex flex-col gap-3 border-t border-white/15 pt-8 sm:flex-row lg:flex-col">
        <ButtonLink href="/global-footprint" variant="primary">
          <Icon name="globe" /> Global Footprint
        </ButtonLink>
        <ButtonLink href={linkedin} variant="outline-light">
          Follow us on LinkedIn
        </ButtonLink>
      </div>
    </aside>
  );
}
