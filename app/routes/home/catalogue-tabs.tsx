import { useEffect } from "react";
import { cn } from "#app/lib/cn.ts";
import { useTabs } from "#app/lib/use-tabs.ts";
import { CatalogueCard, type CatalogueData } from "./catalogue-card";
import { CataloguePending, type CatalogueCopy } from "./catalogue-pending";
import { useCatalogueCards } from "./use-catalogue-cards";

const fivePerRow = new Set(["microsoft-consulting", "salesforce-consulting"]);
const gridOf = (family: string) =>
  cn("grid gap-4 sm:grid-cols-2 lg:gap-5", fivePerRow.has(family) ? "md:grid-cols-3 lg:grid-cols-5" : "lg:grid-cols-3");
// Measured heights of a row of real cards (the five-per-row practices' are shorter, and narrower on wide screens).
const placeholderOf = (family: string) => (fivePerRow.has(family) ? "h-40 sm:h-52" : "h-48");

/**
 * The services catalogue: WAI-ARIA tabs, one per service family, with roving focus. The page brings the
 * first tab's cards; the others are fetched as soon as the pointer, focus or a finger reaches the tab list,
 * so a click seldom waits.
 */
export function CatalogueTabs({ catalogue, copy }: { catalogue: CatalogueData; copy: CatalogueCopy }) {
  const { tabs } = catalogue;
  const { selected, tabProps, panelProps } = useTabs(tabs.length, "catalogue", { keyOf: (index) => tabs[index]!.family });
  const { cards, status, load } = useCatalogueCards(catalogue.cards, catalogue.moreCardsHref);
  const shownFamily = tabs[selected]!.family;
  const shownCards = cards[shownFamily];
  const missing = !shownCards;

  // A tab chosen before its cards came (or after they failed to) asks for them again.
  useEffect(() => {
    if (missing) load({ retry: true });
  }, [shownFamily, missing, load]);

  const prefetch = () => load();
  // Choosing the tab that is already shown selects nothing new, yet after a failure it should try again.
  const retryIfFailed = () => {
    if (status === "failed") load({ retry: true });
  };
  return (
    <div className="mt-10 sm:mt-12">
      <div
        role="tablist"
        aria-label="Service families"
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onTouchStart={prefetch}
        onClick={retryIfFailed}
        className="-mx-5 flex gap-1.5 overflow-x-auto px-5 pb-2 sm:mx-0 sm:flex-wrap sm:justify-center sm:px-0"
      >
        {tabs.map((tab, index) => (
          <button
            key={tab.family}
            {...tabProps(index)}
            className={cn(
              "h-10 shrink-0 rounded-full border px-3.5 text-sm font-semibold whitespace-nowrap transition-colors",
              index === selected
                ? "border-brand-700 bg-brand-700 text-white"
                : "border-ink-200 bg-white text-ink-700 hover:border-brand-500 hover:text-brand-700",
            )}
          >
            {tab.title}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.family}
          {...panelProps(index)}
          hidden={index !== selected}
          aria-busy={index === selected && missing && status !== "failed" ? true : undefined}
          className="mt-8 rounded-card"
        >
          {/* Only the shown panel holds its cards: a hidden one is invisible with or without JavaScript, so its
              markup would only weigh down the page. */}
          {index === selected &&
            (shownCards ? (
              <ul className={gridOf(tab.family)}>
                {shownCards.map((card, cardIndex) => (
                  <CatalogueCard key={card.heading} card={card} index={cardIndex} />
                ))}
              </ul>
            ) : (
              <CataloguePending
                failed={status === "failed"}
                cardCount={tab.cardCount}
                gridClassName={gridOf(tab.family)}
                cardClassName={placeholderOf(tab.family)}
                copy={copy}
              />
            ))}
        </div>
      ))}
    </div>
  );
}
