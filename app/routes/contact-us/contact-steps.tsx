import { Card } from "#app/components/ui/card.tsx";
import { balancedGrid } from "#app/lib/balanced-grid.ts";
import { cn } from "#app/lib/cn.ts";
import type { ContactPage } from "#content/schema/pages.ts";

/** What happens after a message is sent: the steps side by side under the form, setting expectations. */
export function ContactSteps({ steps }: { steps: ContactPage["steps"] }) {
  const grid = balancedGrid(steps.items.length, { sm: 3 });
  return (
    <Card aria-labelledby="contact-steps-title" as="section" tone="muted" padding={7} className="sm:p-9">
      <h2 id="contact-steps-title" className="text-lg font-semibold text-ink-900">
        {steps.title}
      </h2>
      <ol className={cn(grid.grid, "mt-5 gap-6")}>
        {steps.items.map((step, index) => (
          <li key={step.title} className={cn("flex gap-4 sm:flex-col sm:gap-3", grid.items[index])}>
            <span
              aria-hidden="true"
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="font-semibold text-ink-900">{step.title}</h3>
              <p className="mt-1 text-sm text-pretty text-ink-600">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </Card>
  );
}
