import { cn } from "#app/lib/cn.ts";
import { useTabs } from "#app/lib/use-tabs.ts";
import { CatalogueCard, type CatalogueData } from "./catalogue-card";

const fivePerRow = new Set(["microsoft-consulting", "salesforce-consulting"]);

/** The services catalogue: WAI-ARIA tabs, one per service family, with roving focus. */
export function CatalogueTabs({ catalogue }: { catalogue: CatalogueData }) {
  const { selected, tabProps, panelProps } = useTabs(catalogue.length, "catalogue", { keyOf: (index) => catalogue[index]!.family });

  return (
    <div className="mt-10 sm:mt-12">
      <div role="tablist" aria-label="Service families" className="-mx-5 flex gap-1.5 overflow-x-auto px-5 pb-2 sm:mx-0 sm:flex-wrap sm:justify-center sm:px-0">
        {catalogue.map((family, index) => (
          <button
            key={family.family}
            {...tabProps(index)}
            className={cn(
              "h-10 shrink-0 rounded-full border px-3.5 text-sm font-semibold whitespace-nowrap transition-colors",
              index === selected ? "border-brand-700 bg-brand-700 text-white" : "border-ink-200 bg-white text-ink-700 hover:border-brand-500 hover:text-brand-700",
            )}
          >
            {family.title}
          </button>
        ))}
      </div>
      {catalogue.map((family, index) => (
        <div key={family.family} {...panelProps(index)} hidden={index !== selected} className="mt-8 rounded-card">
          {/* Only the shown panel holds its cards: a hidden one is invisible with or without JavaScript, so its
              markup would only weigh down the page. */}
          {index === selected && (
            <ul className={cn("grid gap-4 sm:grid-cols-2 lg:gap-5", fivePerRow.has(family.family) ? "md:grid-cols-3 lg:grid-cols-5" : "lg:grid-cols-3")}>
              {family.cards.map((card, cardIndex) => (
                <CatalogueCard key={card.heading} card={card} index={cardIndex} />
              ))}
            </ul>
          )}
        </div>
      ))}
    </div>
  );
}
