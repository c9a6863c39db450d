import type { FocusEvent, ReactNode } from "react";
import type { BannerTab } from "#content/schema/home.ts";
import { PlayPauseButton } from "#app/components/ui/play-pause-button.tsx";
import { cn } from "#app/lib/cn.ts";
import { useRovingFocus } from "#app/lib/use-roving-focus.ts";
import { TabButton } from "./tab-button";
import { useTabWheel } from "./use-tab-wheel";
import { WheelPanel } from "./wheel-panel";
import { stripOrder } from "./wheel-order";

type TabWheelProps = { tabs: BannerTab[]; groupName: string; eyebrow: ReactNode; heading: ReactNode; children: ReactNode };

const TABS_LABEL = "Our practices and sister companies";

/**
 * Full-screen tagline or one selected tab, above the wheel's own tab bar (a separate control, with its pause button);
 * hover, click or focus selects, leaving returns to full-screen.
 */
export function TabWheel({ tabs, groupName, eyebrow, heading, children }: TabWheelProps) {
  const wheel = useTabWheel(tabs);
  const ordered = stripOrder(tabs);
  const roving = useRovingFocus(ordered.length, { orientation: "both" });
  const active = wheel.fullScreen ? undefined : tabs.find((tab) => tab.id === wheel.active);
  const focusable = active?.id ?? ordered[0]?.id;

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    wheel.setHeld(false);
    wheel.release();
  };

  return (
    <div
      onMouseEnter={() => wheel.setHeld(true)}
      onMouseLeave={(event) => {
        // Focus inside holds the wheel until it leaves (onBlur): a page scrolled to a focused tab under a resting
        // pointer must not take the tab's panel away.
        if (event.currentTarget.contains(document.activeElement)) return;
        wheel.setHeld(false);
        wheel.release();
      }}
      onFocus={() => wheel.setHeld(true)}
      onBlur={onBlur}
      data-full-screen={wheel.fullScreen}
      className="grid lg:grid-rows-[minmax(27rem,auto)_auto]"
    >
      <div className="col-start-1 row-start-1 self-center">
        <div className={cn("transition-[opacity,visibility] duration-300", !wheel.fullScreen && "invisible opacity-0")}>{eyebrow}</div>
        {/* The h1 keeps its place and stays readable to assistive technology in every state. */}
        <div className={cn("mt-5 transition-opacity duration-300", !wheel.fullScreen && "pointer-events-none opacity-0")}>{heading}</div>
        <div className={cn("transition-[opacity,visibility] duration-300", !wheel.fullScreen && "invisible opacity-0")}>{children}</div>
      </div>
      <div data-wheel-bar className="col-start-1 row-start-2 mt-10 border-t border-white/15 pt-4 sm:mt-14">
        <div className="flex items-center justify-between gap-4">
          <p aria-hidden="true" className="text-sm font-medium text-ink-200">
            {TABS_LABEL}
          </p>
          <PlayPauseButton playing={wheel.playing} onToggle={wheel.toggle} what="banner rotation" tone="dark" />
        </div>
        <div role="tablist" aria-label={TABS_LABEL} className="mt-4 grid grid-cols-7 gap-1 lg:gap-3">
          {ordered.map((tab, index) => (
            <TabButton
              key={tab.id}
              tab={tab}
              ref={roving.itemRef(index)}
              selected={active?.id === tab.id}
              fullScreen={wheel.fullScreen}
              tabIndex={tab.id === focusable ? 0 : -1}
              onSelect={() => wheel.select(tab.id)}
              onKeyDown={(event) => roving.onKeyDown(event, index)}
            />
          ))}
        </div>
      </div>
      {/* After the tabs in the tab order (Tab from a tab reaches its panel), shown where the message stands. */}
      <WheelPanel tab={active} groupName={groupName} />
    </div>
  );
}
