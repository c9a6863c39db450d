import type { ReactNode } from "react";
import { Icon, type IconName } from "#app/components/ui/icon.tsx";
import { cn } from "#app/lib/cn.ts";
import type { ResponsiveImage } from "#app/lib/responsive-image.ts";

export type FootprintOffice = {
  id: string;
  title: string;
  /** The map point's accessible name, e.g. "Corporate Headquarters, San Jose, USA". */
  name: string;
  legalName: string;
  addressLines: string[];
  emails: string[];
  phone: { display: string; tel: string } | null;
  person: string | null;
  /** Where the office sits on the map, in the map's units. */
  point: [number, number];
  label: { text: string; side: "left" | "right"; dy: number };
  /** A photograph of the building, where the content has one. */
  photo?: ResponsiveImage;
};

export type DetailLabels = { address: string; email: string; phone: string; contact: string };

const linkClass = "font-medium break-all text-brand-700 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-700";

function Row({ icon, label, children, className }: { icon: IconName; label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn("flex gap-3", className)}>
      <dt>
        <Icon name={icon} className="mt-0.5 size-4 shrink-0 text-accent-700" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 space-y-0.5">{children}</dd>
    </div>
  );
}

type OfficeDetailsProps = {
  office: FootprintOffice;
  labels: DetailLabels;
  /** The address in a column of its own beside the other lines, where the card is wide (tablets). */
  split?: boolean;
  className?: string;
};

/** An office's address, emails, phone and contact: the map's card and the address list show the same lines. */
export function OfficeDetails({ office, labels, split, className }: OfficeDetailsProps) {
  return (
    <dl
      className={cn(
        "space-y-3 text-sm text-ink-700",
        split && "sm:grid sm:grid-cols-2 sm:content-start sm:gap-x-8 sm:gap-y-3 sm:space-y-0 xl:block xl:space-y-3",
        className,
      )}
    >
      <Row icon="map-pin" label={labels.address} className={cn(split && "sm:row-span-3")}>
        <address className="not-italic">
          {[office.legalName, ...office.addressLines].map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
      </Row>
      <Row icon="mail" label={labels.email}>
        {office.emails.map((email) => (
          <a key={email} href={`mailto:${email}`} className={cn(linkClass, "block w-fit")}>
            {email}
          </a>
        ))}
      </Row>
      {office.phone && (
        <Row icon="phone" label={labels.phone}>
          <a href={`tel:${office.phone.tel}`} className={linkClass}>
            {office.phone.display}
          </a>
        </Row>
      )}
      {office.person && (
        <Row icon="users" label={labels.contact}>
          {office.person}
        </Row>
      )}
    </dl>
  );
}
