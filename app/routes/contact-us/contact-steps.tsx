import { Card } from "#app/components/ui/card.tsx";
import type { ContactPage } from "#content/schema/pages.ts";

/** What happens after a message is sent: sets expectations beside the form. */
export function ContactSteps({ steps }: { steps: ContactPage["steps"] }) {
  return (
    <Card aria-labelledby="contact-steps-title" as="section" tone="muted" padding={7} className="sm:p-9">
      <h2 id="contact-steps-title" className="text-lg font-semibold text-ink-900">
        {steps.title}
      </h2>
      <ol className="mt-5 space-y-5">
        {steps.items.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span
              aria-hidden="true"
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="font-semibold text-ink-900">{step.title}</h3>
              <p className="mt-1 text-sm text-ink-600">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </Card>
  );
}
