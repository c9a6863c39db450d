import { Card } from "#app/components/ui/card.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { Tag } from "#app/components/ui/tag.tsx";
import { cn } from "#app/lib/cn.ts";
import type { OfferingPageData } from "./types";

/** The offering in the firm's words, beside the platforms it is built on and the regulation it meets. */
export function OfferingIntro({ intro, glance }: Pick<OfferingPageData, "intro" | "glance">) {
  return (
    <Section>
      <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-16">
        <div className="max-w-reading space-y-5 text-lg text-pretty text-ink-700">
          {intro.map((paragraph, index) => (
            <p key={paragraph.slice(0, 48)} className={cn(index === 0 && "text-xl text-ink-900")}>
              {paragraph}
            </p>
          ))}
        </div>
        <Card aria-labelledby="glance-title" as="aside" tone="muted" className="self-start sm:p-7">
          <h2 id="glance-title" className="text-lg font-semibold text-ink-950">
            {glance.title}
          </h2>
          <dl className="mt-5 space-y-6">
            <TagGroup label={glance.platformsLabel} items={glance.platforms} />
            {glance.regulations.length > 0 && <TagGroup label={glance.regulationsLabel} items={glance.regulations} />}
          </dl>
        </Card>
      </div>
    </Section>
  );
}

function TagGroup({ label, items }: { label: string; items: string[] }) {
  return (
    <div>
      <dt className="text-sm font-semibold tracking-wide text-ink-600 uppercase">{label}</dt>
      <dd className="mt-3">
        <ul className="flex flex-wrap gap-2">
          {items.map((item) => (
            <li key={item}>
              <Tag surface="white">{item}</Tag>
            </li>
          ))}
        </ul>
      </dd>
    </div>
  );
}
