import { Icon } from "~/components/ui/icon";
import { ButtonLink, Link } from "~/components/ui/link";
import { Section } from "~/components/ui/section";
import { SectionHeader } from "~/components/ui/section-header";

type ContactBandProps = { phone: { display: string; tel: string }; email: string };

export function ContactBand({ phone, email }: ContactBandProps) {
  return (
    <Section tone="dark" aria-labelledby="contact-band-title">
      <div className="flex flex-col gap-10 lg:flex-row lg:items-end lg:justify-between">
        <SectionHeader
          id="contact-band-title"
          eyebrow="Start a conversation"
          title="Tell us what your data needs to do next"
          lead="A senior consultant replies within one business day, usually with a few questions and a proposal for a short discovery call."
        />
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center lg:flex-col lg:items-start">
          <ButtonLink href="/contact-us" size="lg">
            Contact us
          </ButtonLink>
          <div className="space-y-1 text-ink-200">
            <Link href={`mailto:${email}`} className="flex items-center gap-2 hover:text-white">
              <Icon name="mail" className="size-4 text-accent-400" /> {email}
            </Link>
            <Link href={`tel:${phone.tel}`} className="flex items-center gap-2 hover:text-white">
              <Icon name="phone" className="size-4 text-accent-400" /> {phone.display}
            </Link>
          </div>
        </div>
      </div>
    </Section>
  );
}
