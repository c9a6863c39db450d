import { Card } from "#app/components/ui/card.tsx";
import type { BrochureCardData } from "#app/.server/content/brochures.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { DotList } from "#app/components/ui/dot-list.tsx";
import { cn } from "#app/lib/cn.ts";

type Labels = { insideLabel: string; download: string };

/** One practice's brochure: what it covers, what the PDF explains, and the file itself. */
export function BrochureCard({ card, labels, className }: { card: BrochureCardData; labels: Labels; className?: string }) {
  return (
    <Card as="li" padding={7} className={cn("flex flex-col", className)}>
      <div className="flex items-center gap-3">
        <span className="flex size-11 items-center justify-center rounded-control bg-brand-50 text-brand-700 ring-1 ring-brand-100 ring-inset">
          <Icon name={card.icon} className="size-5" />
        </span>
        <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">{card.practice}</p>
      </div>
      <h3 className="mt-5 text-xl font-semibold text-balance text-ink-950">{card.title}</h3>
      <p className="mt-3 text-pretty text-ink-600">{card.summary}</p>
      <DotList items={card.points} className="mt-5 space-y-2 border-t border-ink-100 pt-5 text-sm text-ink-700" />
      <h4 className="mt-6 text-sm font-semibold text-ink-900">{labels.insideLabel}</h4>
      <ol className="mt-2 mb-7 list-decimal space-y-1 pl-5 text-sm text-ink-700 marker:text-ink-500">
        {card.inside.map((heading) => (
          <li key={heading}>{heading}</li>
        ))}
      </ol>
      {/* A file, not a page: a plain link the browser downloads, never client-side navigation. */}
      <a href={card.href} download type="application/pdf" className={buttonVariants({ variant: "brand", className: "mt-auto self-start" })}>
        <Icon name="download" />
        {labels.download}
        <span className="sr-only">: {card.title}</span>
      </a>
    </Card>
  );
}
