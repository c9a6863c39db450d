import { cn } from "#app/lib/cn.ts";
import type { Carousel } from "#app/lib/use-carousel.ts";
import { Icon } from "./icon";
import { PlayPauseButton } from "./play-pause-button";

type CarouselControlsProps = {
  count: number;
  /** The state and moves from useCarousel. */
  carousel: Pick<Carousel, "selected" | "canPrev" | "canNext" | "prev" | "next" | "goTo">;
  /** Names a slide in the dot labels, e.g. "service" gives "Show service 3". */
  noun?: string;
  /** A carousel that moves by itself: its pause/play button, before the arrows. */
  autoplay?: { playing: boolean; toggle: () => void; /** "Pause {what}" / "Play {what}". */ what: string };
  className?: string;
};

const arrow =
  "flex size-10 items-center justify-center rounded-full border border-ink-300 bg-white text-ink-800 transition-colors hover:border-brand-600 hover:text-brand-700 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:border-ink-300 disabled:hover:text-ink-800 sm:size-11";

/**
 * Every carousel's one control bar, the same at every width: the dots on the left; pause (when it moves by
 * itself) and the arrows on the right, on one line (the pause button drops its word below 640 px to fit).
 */
export function CarouselControls({ count, carousel, noun = "slide", autoplay, className }: CarouselControlsProps) {
  const { selected, canPrev, canNext, prev: onPrev, next: onNext, goTo: onGoTo } = carousel;
  return (
    <div data-carousel-controls className={cn("flex items-center justify-between gap-3", className)}>
      <div data-carousel-dots className="flex items-center sm:gap-1">
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
                index === selected ? "w-5 bg-brand-700 sm:w-6" : "w-2 bg-ink-300 group-hover:bg-ink-500",
              )}
            />
          </button>
        ))}
      </div>
      <div data-carousel-buttons className="flex shrink-0 items-center gap-2">
        {autoplay && <PlayPauseButton playing={autoplay.playing} onToggle={autoplay.toggle} what={autoplay.what} wordFrom="sm" />}
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
