import { cn } from "#app/lib/cn.ts";
import { Icon } from "./icon";

type PlayPauseButtonProps = {
  playing: boolean;
  onToggle: () => void;
  /** What moves, for the accessible name: "Pause {what}" / "Play {what}". */
  what: string;
  tone?: "light" | "dark";
  className?: string;
};

/** The visible control every auto-moving element carries (WCAG 2.2.2). */
export function PlayPauseButton({ playing, onToggle, what, tone = "light", className }: PlayPauseButtonProps) {
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={`${playing ? "Pause" : "Play"} ${what}`}
      className={cn(
        "inline-flex h-9 items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition-colors",
        tone === "light"
          ? "border-ink-300 bg-white text-ink-800 hover:border-brand-600 hover:text-brand-700"
          : "border-white/30 bg-brand-950/60 text-white hover:border-white hover:bg-white/10",
        className,
      )}
    >
      <Icon name={playing ? "pause" : "play"} className="size-4" />
      <span aria-hidden="true">{playing ? "Pause" : "Play"}</span>
    </button>
  );
}
