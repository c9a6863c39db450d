import type { KeyboardEvent, Ref } from "react";
import type { BannerTab } from "#content/schema/home.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { cn } from "#app/lib/cn.ts";

type TabButtonProps = {
  tab: BannerTab;
  ref: Ref<HTMLButtonElement>;
  selected: boolean;
  fullScreen: boolean;
  tabIndex: number;
  onSelect: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
};

/** One tab of the wheel's bar: an icon, with its name beside it from 1024 px. Its tooltip reads "Click Here" while the banner is full-screen. */
export function TabButton({ tab, ref, selected, fullScreen, tabIndex, onSelect, onKeyDown }: TabButtonProps) {
  return (
    <button
      ref={ref}
      type="button"
      role="tab"
      id={`wheel-tab-${tab.id}`}
      aria-selected={selected}
      aria-controls="wheel-panel"
      tabIndex={tabIndex}
      title={fullScreen ? "Click Here" : tab.title}
      data-tab-id={tab.id}
      onMouseEnter={onSelect}
      onFocus={onSelect}
      onClick={onSelect}
      onKeyDown={onKeyDown}
      className="group flex min-w-0 items-center justify-center gap-3 rounded-xl p-1 text-left lg:justify-start lg:p-2"
    >
      <span
        className={cn(
          "flex size-11 shrink-0 items-center justify-center rounded-xl border transition-colors duration-300",
          selected
            ? "border-accent-400 bg-accent-400 text-ink-950"
            : "border-white/15 bg-white/5 text-ink-100 group-hover:border-white/40 group-hover:bg-white/10",
        )}
      >
        <Icon name={tab.icon} className="size-5" />
      </span>
      <span className={cn("sr-only text-sm leading-snug font-medium lg:not-sr-only", selected ? "text-white" : "text-ink-200")}>
        {tab.title}
      </span>
    </button>
  );
}
