import { Card } from "#app/components/ui/card.tsx";
import type { Differentiator } from "#content/schema/differentiator.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { cn } from "#app/lib/cn.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { useTabs } from "#app/lib/use-tabs.ts";
import { HexagonFace, cellPlace, honeycomb } from "./hexagon-face";

/** As on the original site, the differentiator with id 2 is selected when the page opens. */
export const INITIAL_DIFFERENTIATOR_ID = 2;

/**
 * The six differentiators as hexagons: WAI-ARIA tabs once hydrated (arrow keys, Home and End move and
 * select; one panel shows). The server's HTML has in-page links and every panel, so without JavaScript
 * all six texts are readable; with it, a class on <html> shows only the first selection from the first
 * paint, and the panels share one grid cell, so nothing shifts when React takes over or the choice changes.
 */
export function HexagonSelector({ id, label, items }: { id: string; label: string; items: Differentiator[] }) {
  const hydrated = useHydrated();
  const initial = Math.max(
    items.findIndex((item) => item.id === INITIAL_DIFFERENTIATOR_ID),
    0,
  );
  const { selected, tabProps, panelProps, panelId } = useTabs(items.length, id, { initial, orientation: "both" });

  return (
    <div className="grid items-center gap-10 lg:grid-cols-[auto_1fr] lg:gap-16">
      <div className="flex justify-center">
        {hydrated ? (
          <div role="tablist" aria-label={label} aria-orientation="horizontal" className={honeycomb}>
            {items.map((item, index) => (
              <button key={item.id} {...tabProps(index)} className={cn(cellPlace(index), "cursor-pointer focus-visible:outline-none")}>
                <HexagonFace item={item} look={index === selected ? "selected" : "idle"} />
              </button>
            ))}
          </div>
        ) : (
          <nav aria-label={label}>
            <ul className={honeycomb}>
              {items.map((item, index) => (
                <li key={item.id} className={cellPlace(index)}>
                  <a href={`#${panelId(index)}`} className="absolute inset-0 rounded-[28%]">
                    <HexagonFace item={item} look={index === initial ? "initial" : "idle"} />
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
      <div className="grid gap-8">
        {items.map((item, index) => (
          <Card
            key={item.id}
            {...(hydrated ? panelProps(index) : { id: panelId(index) })}
            data-state={index === selected ? "active" : "inactive"}
            padding={7}
            className="sm:p-10 [html.js_&]:[grid-area:1/1] [html.js_&]:data-[state=inactive]:invisible"
          >
            <p className="flex items-center gap-2.5 text-sm font-semibold tracking-widest text-accent-700 uppercase">
              <Icon name={item.icon} className="size-5" />
              {item.name}
            </p>
            <h3 className="mt-4 text-2xl font-semibold text-balance text-ink-950 sm:text-3xl">{item.heading}</h3>
            <p className="mt-4 text-lg text-pretty text-ink-700">{item.text}</p>
          </Card>
        ))}
      </div>
    </div>
  );
}
