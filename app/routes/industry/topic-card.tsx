import { cardClass } from "#app/components/ui/card.tsx";
import type { IndustryTopic } from "#content/schema/industry.ts";
import { StaticHtml } from "#app/rendering/static-html.tsx";
import { cn } from "#app/lib/cn.ts";
import { REVEAL_TRANSITION_CLASS } from "#app/lib/motion-constants.ts";
import { DotList } from "#app/components/ui/dot-list.tsx";

/** A use case as the page gets it: its copy, and its panel already drawn (use-case-figure.tsx). */
export type UseCaseTopic = Omit<IndustryTopic, "diagram"> & { id: string; figureHtml: string };

type TopicCardProps = { topic: UseCaseTopic; index: number };

/**
 * One use case of an industry page: its navy panel with the drawing (static HTML from the loader), then its
 * copy. Its position sets the side it slides in from; `data-reveal` is driven by useRevealOnScroll, and with no
 * value the card is simply there.
 */
export function TopicCard({ topic, index }: TopicCardProps) {
  return (
    <section
      id={topic.id}
      aria-labelledby={`${topic.id}-title`}
      data-reveal=""
      className={cn(
        cardClass({ padding: 0 }),
        "overflow-hidden",
        REVEAL_TRANSITION_CLASS,
        "data-[reveal=pending]:translate-y-8 data-[reveal=pending]:opacity-0 md:data-[reveal=pending]:translate-y-0 print:data-[reveal=pending]:translate-none print:data-[reveal=pending]:opacity-100",
        index % 2 === 1 ? "md:data-[reveal=pending]:translate-x-12" : "md:data-[reveal=pending]:-translate-x-12",
      )}
    >
      <StaticHtml html={topic.figureHtml} />
      <div className="p-6 sm:p-10 lg:grid lg:grid-cols-[2fr_3fr] lg:gap-12 lg:p-12">
        <div>
          <h2 id={`${topic.id}-title`} className="text-2xl font-semibold tracking-tight text-balance text-ink-950 sm:text-3xl">
            {topic.title}
          </h2>
          <p className="mt-4 text-lg text-pretty text-ink-600">{topic.lead}</p>
        </div>
        <ul className="mt-8 divide-y divide-ink-100 border-t border-ink-100 lg:mt-0 lg:border-t-0 [&>li:first-child]:lg:pt-0">
          {topic.items.map((item) => (
            <li key={item.title} className="py-6 last:pb-0">
              <h3 className="text-lg font-semibold text-ink-950">{item.title}</h3>
              {typeof item.description === "string" ? (
                <p className="mt-2 text-pretty text-ink-700">{item.description}</p>
              ) : (
                <DotList items={item.description} text="base" className="mt-3 space-y-2 text-pretty text-ink-700" />
              )}
              {item.children && (
                <ul className="mt-4 grid gap-3 sm:grid-cols-2">
                  {item.children.map((child) => (
                    <li key={child.title} className="rounded-control border-l-2 border-brand-500 bg-brand-50 px-4 py-3">
                      <h4 className="font-semibold text-brand-900">{child.title}</h4>
                      <p className="mt-1 text-sm text-pretty text-ink-700">{child.description}</p>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
