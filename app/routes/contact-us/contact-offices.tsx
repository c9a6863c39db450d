import { Card } from "#app/components/ui/card.tsx";
import type { ContactPage } from "#content/schema/pages.ts";

type Office = { id: string; city: string; country: string; head: boolean };

/** The offices by city and country, beside the form: where the people who answer work. */
export function ContactOffices({ copy, offices }: { copy: ContactPage["offices"]; offices: Office[] }) {
  return (
    <Card aria-labelledby="contact-offices-title" as="section" tone="muted" padding={7} className="sm:p-9">
      <h2 id="contact-offices-title" className="text-lg font-semibold text-ink-900">
        {copy.title}
      </h2>
      <ul className="mt-5 grid grid-cols-2 gap-x-6 gap-y-4">
        {offices.map((office) => (
          <li key={office.id}>
            <p className="font-semibold text-ink-900">{office.city}</p>
            <p className="text-sm text-ink-600">
              {office.country}
              {office.head && `, ${copy.headOffice}`}
            </p>
          </li>
        ))}
      </ul>
    </Card>
  );
}
