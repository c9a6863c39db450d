import { cn } from "#app/lib/cn.ts";
import { Icon } from "./icon";

type PlayPauseButtonProps = {
  playing: boolean;
  onToggle: () => void;
  /** What moves, for the accessible name: "Pause {what}" / "Play {what}". */
  what: string;
  tone?: "light" | "dark";
  /** Show the word ("Pause"/"Play") beside the icon only from this width (Tailwind's `sm`, 640 px) up. */
  wordFrom?: "sm";
  className?: string;
};

/** The visible control every auto-moving element carries (WCAG 2.2.2). */
export function PlayPauseButton({ playing, onToggle, what, tone = "light", wordFrom, className }: PlayPauseButtonProps) {
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={`${playing ? "Pause" : "Play"} ${what}`}
      className={cn(
        "inline-flex h-9 items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition-colors",
        wordFrom === "sm" && "max-sm:size-10 max-sm:justify-center max-sm:px-0",
        tone === "light"
          ? "border-ink-300 bg-white text-ink-800 hover:border-brand-600 hover:text-brand-700"
          : "border-white/30 bg-brand-950/60 text-white hover:border-white hover:bg-white/10",
        className,
      )}
    >
      <Icon name={playing ? "pause" : "play"} className="size-4" />
      <span aria-hidden="true" className={cn(wordFrom === "sm" && "max-sm:hidden")}>
        {playing ? "Pause" : "Play"}
      </span>
    </button>
  );
}
