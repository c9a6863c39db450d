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

/** One icon tab of the strip. Its tooltip reads "Click Here" while the banner is full-screen. */
export function TabButton({ tab, ref, selected, fullScreen, tabIndex, onSelect, onKeyDown }: TabButtonProps) {
  const captionSide = { left: "xl:flex-row", right: "xl:flex-row-reverse", centre: "xl:flex-col xl:gap-2" }[tab.group];
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
      className={cn("group flex items-center gap-3 rounded-2xl text-left", captionSide)}
    >
      <span
        className={cn(
          "flex size-11 shrink-0 items-center justify-center rounded-2xl border transition-all duration-300 sm:size-14",
          selected
            ? "border-accent-400 bg-accent-400 text-ink-950 shadow-[0_0_0_6px_rgb(63_224_192_/_0.18)]"
            : "border-white/15 bg-white/5 text-ink-100 group-hover:border-white/40 group-hover:bg-white/10",
        )}
      >
        <Icon name={tab.icon} className="size-5 sm:size-6" />
      </span>
      <span className={cn("sr-only text-sm font-medium xl:not-sr-only", selected ? "text-white" : "text-ink-200")}>{tab.title}</span>
    </button>
  );
}
