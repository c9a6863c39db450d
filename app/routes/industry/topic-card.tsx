import { cardClass } from "#app/components/ui/card.tsx";
import type { IndustryTopic } from "#content/schema/industry.ts";
import { cn } from "#app/lib/cn.ts";
import { REVEAL_TRANSITION_CLASS } from "#app/lib/motion-constants.ts";
import { TopicArt } from "./topic-art";
import { DotList } from "#app/components/ui/dot-list.tsx";

type TopicCardProps = { topic: IndustryTopic & { id: string }; index: number; count: number; seed: number };

const twoDigits = (n: number) => String(n).padStart(2, "0");

/**
 * One content card of an industry page. Its position sets the layout (art left, then right, alternately)
 * and the side it slides in from; `data-reveal` is driven by useRevealOnScroll, and with no value the card
 * is simply there.
 */
export function TopicCard({ topic, index, count, seed }: TopicCardProps) {
  const flipped = index % 2 === 1;
  return (
    <section
      id={topic.id}
      aria-labelledby={`${topic.id}-title`}
      data-reveal=""
      className={cn(
        cardClass({ padding: 0 }),
        "grid overflow-hidden",
        REVEAL_TRANSITION_CLASS,
        "data-[reveal=pending]:translate-y-8 data-[reveal=pending]:opacity-0 md:data-[reveal=pending]:translate-y-0 print:data-[reveal=pending]:translate-none print:data-[reveal=pending]:opacity-100",
        flipped
          ? "md:data-[reveal=pending]:translate-x-12 lg:grid-cols-[3fr_2fr]"
          : "md:data-[reveal=pending]:-translate-x-12 lg:grid-cols-[2fr_3fr]",
      )}
    >
      <div className={cn("relative bg-linear-to-br from-brand-800 via-brand-900 to-brand-950", flipped && "lg:order-last")}>
        <div className="px-6 pt-6 pb-4 lg:sticky lg:top-[calc(var(--spacing-header)+5rem)] lg:p-10 min-[90rem]:top-24">
          <p aria-hidden="true" className="text-sm font-semibold tracking-widest text-accent-300">
            {twoDigits(index + 1)} <span className="text-ink-300">/ {twoDigits(count)}</span>
          </p>
          <TopicArt seed={seed} className="mx-auto mt-2 h-44 w-full sm:h-56 lg:mt-6 lg:h-auto" />
        </div>
      </div>
      <div className="p-6 sm:p-10 lg:p-12">
        <h2 id={`${topic.id}-title`} className="text-2xl font-semibold tracking-tight text-balance text-ink-950 sm:text-3xl">
          {topic.title}
        </h2>
        <p className="mt-4 text-lg text-pretty text-ink-600">{topic.lead}</p>
        <ul className="mt-8 divide-y divide-ink-100 border-t border-ink-100">
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
