import { cn } from "#app/lib/cn.ts";

const markerTop = { sm: "mt-2", base: "mt-2.5" } as const;
const markerTone = { accent: "bg-accent-500", brand: "bg-brand-500" } as const;

type DotListProps = {
  items: readonly string[];
  /** The list's own classes: spacing, text size and colour. */
  className?: string;
  /** The text size the list is set in, so the dot sits on the middle of the first line. */
  text?: keyof typeof markerTop;
  tone?: keyof typeof markerTone;
};

/** A list of short points, each led by a small round marker. */
export function DotList({ items, className, text = "sm", tone = "accent" }: DotListProps) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <span aria-hidden="true" className={cn("size-1.5 shrink-0 rounded-full", markerTop[text], markerTone[tone])} />
          {item}
        </li>
      ))}
    </ul>
  );
}
