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

const groupClass = {
  left: "lg:absolute lg:top-1/2 lg:left-0 lg:-translate-y-1/2 lg:flex-col lg:items-start",
  centre: "lg:absolute lg:bottom-0 lg:left-1/2 lg:-translate-x-1/2",
  right: "lg:absolute lg:top-1/2 lg:right-0 lg:-translate-y-1/2 lg:flex-col lg:items-end",
} as const;

/** Full-screen tagline or one selected tab; hover, click or focus selects, leaving returns to full-screen. */
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
      className="relative grid lg:min-h-[33rem] lg:px-28 lg:pb-24 xl:px-56"
      onMouseEnter={() => wheel.setHeld(true)}
      onMouseLeave={() => {
        wheel.setHeld(false);
        wheel.release();
      }}
      onFocus={() => wheel.setHeld(true)}
      onBlur={onBlur}
      data-full-screen={wheel.fullScreen}
    >
      <div className="col-start-1 row-start-1 self-center">
        <div className={cn("transition-[opacity,visibility] duration-300", !wheel.fullScreen && "invisible opacity-0")}>{eyebrow}</div>
        {/* The h1 keeps its place and stays readable to assistive technology in every state. */}
        <div className={cn("mt-5 transition-opacity duration-300", !wheel.fullScreen && "pointer-events-none opacity-0")}>{heading}</div>
        <div className={cn("transition-[opacity,visibility] duration-300", !wheel.fullScreen && "invisible opacity-0")}>{children}</div>
      </div>
      <div
        role="tablist"
        aria-label="Our practices and sister companies"
        className="col-start-1 row-start-2 mt-10 flex flex-wrap justify-center gap-1.5 sm:gap-3 lg:mt-0"
      >
        {(["left", "centre", "right"] as const).map((group) => (
          <div key={group} className={cn("flex gap-1.5 sm:gap-3", groupClass[group])}>
            {ordered.map((tab, index) =>
              tab.group === group ? (
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
              ) : null,
            )}
          </div>
        ))}
      </div>
      <WheelPanel tab={active} groupName={groupName} />
      <PlayPauseButton
        playing={wheel.playing}
        onToggle={wheel.toggle}
        what="banner rotation"
        tone="dark"
        className="col-start-1 row-start-3 mt-6 justify-self-center lg:absolute lg:bottom-3 lg:left-0 lg:col-start-auto lg:row-start-auto lg:mt-0"
      />
    </div>
  );
}
