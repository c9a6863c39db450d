import { Icon } from "#app/components/ui/icon.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { SectionHeader } from "#app/components/ui/section-header.tsx";
import type { OfferingPageData } from "./types";

/** The offering's list: what a client has in hand at the end. */
export function OfferingDeliverables({ list }: Pick<OfferingPageData, "list">) {
  return (
    <Section tone="dark" aria-labelledby="list-title" className="relative overflow-hidden">
      <div className="grid gap-10 lg:grid-cols-[18rem_minmax(0,1fr)] lg:gap-16">
        <SectionHeader id="list-title" title={list.title} />
        <ul className="grid gap-x-10 gap-y-4 sm:grid-cols-2">
          {list.items.map((item) => (
            <li key={item} className="flex gap-3 border-t border-white/15 pt-4 text-pretty text-ink-100">
              <Icon name="badge-check" className="mt-0.5 size-5 shrink-0 text-accent-300" />
              {item}
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
