import { Icon } from "#app/components/ui/icon.tsx";
import { cn } from "#app/lib/cn.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { useTabs } from "#app/lib/use-tabs.ts";
import type { TabData } from "./types";
import { TabCard } from "./tab-card";

const strip = "grid grid-cols-3 gap-1.5 rounded-card bg-ink-100 p-1.5";
const control =
  "flex h-full min-h-12 flex-col items-center justify-center gap-1.5 rounded-control px-2 py-2.5 text-center text-sm font-semibold text-balance transition-colors sm:text-base lg:flex-row lg:gap-2.5 lg:px-4";
const idle = "text-ink-700 hover:bg-white/70 hover:text-brand-800";

/**
 * WAI-ARIA tabs (arrow keys, Home and End move and select, focus roves). The server's HTML shows every
 * panel one after another behind a strip of in-page links, so without JavaScript everything is readable;
 * once hydrated, the strip becomes a tab list and only the selected panel shows.
 */
export function OfferingTabs({ id, label, tabs }: { id: string; label: string; tabs: TabData[] }) {
  const hydrated = useHydrated();
  const { selected, tabProps, panelProps, panelId } = useTabs(tabs.length, id);

  return (
    <div className="mt-10 sm:mt-12">
      {hydrated ? (
        <div role="tablist" aria-label={label} className={strip}>
          {tabs.map((tab, index) => (
            <button
              key={tab.name}
              {...tabProps(index)}
              className={cn(control, index === selected ? "bg-white text-brand-800 shadow-card" : idle)}
            >
              <Icon name={tab.icon} className="size-5 shrink-0" />
              {tab.name}
            </button>
          ))}
        </div>
      ) : (
        <nav aria-label={label}>
          <ul className={strip}>
            {tabs.map((tab, index) => (
              <li key={tab.name}>
                <a href={`#${panelId(index)}`} className={cn(control, idle)}>
                  <Icon name={tab.icon} className="size-5 shrink-0" />
                  {tab.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {tabs.map((tab, index) => (
        <div
          key={tab.name}
          {...(hydrated ? panelProps(index) : { id: panelId(index) })}
          hidden={hydrated && index !== selected}
          className="mt-8 rounded-card"
        >
          {/* A heading for each panel while they all show; the tab names the panel once they are tabs. */}
          <h3
            id={`${panelId(index)}-title`}
            className={hydrated ? "sr-only" : "mb-5 flex items-center gap-2.5 text-xl font-semibold text-ink-950"}
          >
            {!hydrated && <Icon name={tab.icon} className="size-5 text-brand-600" />}
            {tab.name}
          </h3>
          <ul className="grid gap-5 sm:grid-cols-2">
            {tab.cards.map((card) => (
              <TabCard key={card.title} card={card} />
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
