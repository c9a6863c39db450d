import { useEffect } from "react";
import { PillRow, pillClass } from "#app/components/ui/pill-row.tsx";
import { balancedGrid } from "#app/lib/balanced-grid.ts";
import { cn } from "#app/lib/cn.ts";
import { useTabs } from "#app/lib/use-tabs.ts";
import { CatalogueCard, type CatalogueCardData, type CatalogueData } from "./catalogue-card";
import { CataloguePending, type CatalogueCopy } from "./catalogue-pending";
import { useCatalogueCards } from "./use-catalogue-cards";

const fivePerRow = new Set(["microsoft-consulting", "salesforce-consulting"]);
const gridOf = (family: string, count: number) => balancedGrid(count, fivePerRow.has(family) ? { sm: 2, md: 3, lg: 5 } : { sm: 2, lg: 3 });
const gridGaps = "gap-4 lg:gap-5";
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
      <PillRow
        as="div"
        align="center"
        role="tablist"
        aria-label="Service families"
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onTouchStart={prefetch}
        onClick={retryIfFailed}
      >
        {tabs.map((tab, index) => (
          <button key={tab.family} {...tabProps(index)} className={pillClass(index === selected)}>
            {tab.title}
          </button>
        ))}
      </PillRow>
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
              <CardList family={tab.family} cards={shownCards} />
            ) : (
              <CataloguePending
                failed={status === "failed"}
                grid={gridOf(tab.family, tab.cardCount)}
                gridClassName={gridGaps}
                cardClassName={placeholderOf(tab.family)}
                copy={copy}
              />
            ))}
        </div>
      ))}
    </div>
  );
}

function CardList({ family, cards }: { family: string; cards: CatalogueCardData[] }) {
  const grid = gridOf(family, cards.length);
  return (
    <ul className={cn(grid.grid, gridGaps)}>
      {cards.map((card, index) => (
        <CatalogueCard key={card.heading} card={card} index={index} className={grid.items[index]} />
      ))}
    </ul>
  );
}
