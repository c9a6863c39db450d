const steps = [
  { title: "A consultant reads it", text: "Within one business day, someone who has delivered work like yours replies, not an autoresponder." },
  { title: "A 30-minute discovery call", text: "We ask about your data estate, constraints and deadlines, and say plainly if we are not the right fit." },
  { title: "A written proposal", text: "Scope, team, timeline and a fixed or capped price, usually within a week of the call." },
];

/** What happens after a message is sent: sets expectations beside the form. */
export function ContactSteps() {
  return (
    <section aria-labelledby="contact-steps-title" className="rounded-card border border-ink-200 bg-ink-50 p-7 sm:p-9">
      <h2 id="contact-steps-title" className="text-lg font-semibold text-ink-900">
        What happens next
      </h2>
      <ol className="mt-5 space-y-5">
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white">
              {index + 1}
            </span>
            <div>
              <h3 className="font-semibold text-ink-900">{step.title}</h3>
              <p className="mt-1 text-sm text-ink-600">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
