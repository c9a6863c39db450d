import { cn } from "#app/lib/cn.ts";
import type { Carousel } from "#app/lib/use-carousel.ts";
import { Icon } from "./icon";

type CarouselControlsProps = {
  count: number;
  /** The state and moves from useCarousel. */
  carousel: Pick<Carousel, "selected" | "canPrev" | "canNext" | "prev" | "next" | "goTo">;
  /** Names a slide in the dot labels, e.g. "service" gives "Show service 3". */
  noun?: string;
  className?: string;
  children?: React.ReactNode;
};

const arrow =
  "flex size-11 items-center justify-center rounded-full border border-ink-300 bg-white text-ink-800 transition-colors hover:border-brand-600 hover:text-brand-700 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:border-ink-300 disabled:hover:text-ink-800";

/** Previous/next arrows and one dot per slide; `children` (a pause button) sits beside the arrows. */
export function CarouselControls({ count, carousel, noun = "slide", className, children }: CarouselControlsProps) {
  const { selected, canPrev, canNext, prev: onPrev, next: onNext, goTo: onGoTo } = carousel;
  return (
    <div className={cn("flex flex-wrap items-center justify-between gap-4", className)}>
      <div className="flex items-center gap-1">
        {Array.from({ length: count }, (_, index) => (
          <button
            key={index}
            type="button"
            aria-label={`Show ${noun} ${index + 1} of ${count}`}
            aria-current={index === selected ? "true" : undefined}
            onClick={() => onGoTo(index)}
            className="group flex size-6 items-center justify-center rounded-full"
          >
            <span
              className={cn(
                "block h-2 rounded-full transition-all duration-300",
                index === selected ? "w-6 bg-brand-700" : "w-2 bg-ink-300 group-hover:bg-ink-500",
              )}
            />
          </button>
        ))}
      </div>
      <div className="flex items-center gap-2">
        {children}
        <button type="button" className={arrow} onClick={onPrev} disabled={!canPrev} aria-label={`Previous ${noun}`}>
          <Icon name="chevron-left" className="size-5" />
        </button>
        <button type="button" className={arrow} onClick={onNext} disabled={!canNext} aria-label={`Next ${noun}`}>
          <Icon name="chevron-right" className="size-5" />
        </button>
      </div>
    </div>
  );
}
