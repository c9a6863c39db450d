import type { BrochureCardData } from "#app/.server/content/brochures.ts";
import { CoverCard } from "#app/components/sections/resources/cover-card.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { DotList } from "#app/components/ui/dot-list.tsx";

type Labels = { insideLabel: string; download: string };

/** One practice's brochure under the brochure cover: what it covers, what the PDF explains, and the file itself. */
export function BrochureCard({ card, labels, className }: { card: BrochureCardData; labels: Labels; className?: string }) {
  return (
    <CoverCard
      className={className}
      format="brochure"
      glyph={card.icon}
      label={card.practice}
      title={card.title}
      details={
        <>
          <p className="text-pretty text-ink-600">{card.summary}</p>
          <DotList items={card.points} className="mt-5 space-y-2 border-t border-ink-100 pt-5 text-sm text-ink-700" />
          <h4 className="mt-6 text-sm font-semibold text-ink-900">{labels.insideLabel}</h4>
          <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-ink-700 marker:text-ink-500">
            {card.inside.map((heading) => (
              <li key={heading}>{heading}</li>
            ))}
          </ol>
        </>
      }
      meta={
        // A file, not a page: a plain link the browser downloads, never client-side navigation.
        <a
          href={card.href}
          download
          type="application/pdf"
          className={buttonVariants({ variant: "brand", size: "sm", className: "sm:h-11 sm:px-5 sm:text-base" })}
        >
          <Icon name="download" />
          {labels.download}
          <span className="sr-only">: {card.title}</span>
        </a>
      }
    />
  );
}
