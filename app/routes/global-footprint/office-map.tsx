import { cn } from "#app/lib/cn.ts";
import { paths } from "#shared/paths.ts";
import { useHoverIntent } from "#app/lib/use-hover-content.ts";
import type { FootprintOffice } from "./office-details";

type OfficeMapProps = {
  map: { width: number; height: number; land: string | null };
  offices: FootprintOffice[];
  selected: number;
  onSelect: (index: number) => void;
  label: string;
};

/** The id of the land's path inside its file. */
export const WORLD_LAND_SYMBOL = "land";

// Label geometry in em of the label's font size, so labels keep their size on screen at every breakpoint.
/** From the point to the near end of its label. */
const GAP = 0.9;
/** Room for the longest label and its focus ring; the label sits at the end nearest its point. */
const BOX_WIDTH = 11;
const BOX_HEIGHT = 3;

/**
 * The world drawn at build time with a point at each office. From 1024 px each point has a label that is a
 * link to the office in the address list below (so it works without JavaScript); pointing at the label or the
 * dot, or focusing the label, selects the office. A pointer that only crosses a label, on its way to the office's
 * card, leaves the selection alone (useHoverIntent). Smaller screens show the points and step through the offices
 * with buttons.
 */
export function OfficeMap({ map, offices, selected, onSelect, label }: OfficeMapProps) {
  const { rootProps } = useHoverIntent(onSelect);
  return (
    <svg
      viewBox={`0 0 ${map.width} ${map.height}`}
      width={map.width}
      height={map.height}
      role="group"
      aria-label={label}
      className="block h-auto w-full"
    >
      {map.land ? (
        <path d={map.land} aria-hidden="true" className="fill-ink-200 stroke-white stroke-[0.6]" />
      ) : (
        <use href={`${paths.worldLand}#${WORLD_LAND_SYMBOL}`} aria-hidden="true" className="fill-ink-200 stroke-white stroke-[0.6]" />
      )}
      <g aria-hidden="true" className="text-[26px] md:text-[18px] lg:text-[14px] xl:text-[12px]">
        {offices.map((office, index) => {
          const isSelected = index === selected;
          return (
            <g
              key={office.id}
              data-office-dot={office.id}
              transform={`translate(${office.point[0]} ${office.point[1]})`}
              {...rootProps(index)}
            >
              <line
                x2={`${office.label.side === "left" ? -GAP : GAP}em`}
                y2={`${office.label.dy}em`}
                className="hidden stroke-ink-500 stroke-1 lg:inline"
              />
              {isSelected && (
                <>
                  <circle r="1.1em" className="fill-accent-500/25" />
                  <circle
                    r="0.6em"
                    className="origin-center fill-accent-500/40 [transform-box:fill-box] motion-safe:animate-[ping_1.2s_cubic-bezier(0,0,0.2,1)_2]"
                  />
                </>
              )}
              <circle r="0.34em" className={cn("stroke-white stroke-[0.12em]", isSelected ? "fill-accent-700" : "fill-brand-700")} />
            </g>
          );
        })}
      </g>
      {/* HTML links in foreignObjects: real links, as wide as their text, with the site's own focus ring. */}
      <g className="hidden text-[14px] lg:inline xl:text-[12px]">
        {offices.map((office, index) => {
          const isSelected = index === selected;
          const left = office.label.side === "left";
          return (
            <g key={office.id} transform={`translate(${office.point[0]} ${office.point[1]})`}>
              <foreignObject
                x={`${left ? -(GAP + BOX_WIDTH) : GAP}em`}
                y={`${office.label.dy - BOX_HEIGHT / 2}em`}
                width={`${BOX_WIDTH}em`}
                height={`${BOX_HEIGHT}em`}
                className="pointer-events-none overflow-visible"
              >
                <div className={cn("flex h-full items-center", left ? "justify-end" : "justify-start")}>
                  <a
                    href={`#office-${office.id}`}
                    aria-label={office.name}
                    aria-current={isSelected ? "true" : undefined}
                    {...rootProps(index)}
                    onFocus={() => onSelect(index)}
                    onClick={(event) => {
                      event.preventDefault();
                      onSelect(index);
                    }}
                    className={cn(
                      "pointer-events-auto flex h-[2em] items-center rounded-full border px-[0.85em] leading-none font-semibold whitespace-nowrap shadow-sm transition-colors duration-200",
                      isSelected
                        ? "border-brand-700 bg-brand-700 text-white"
                        : "border-ink-300 bg-white text-ink-800 hover:border-brand-600 hover:text-brand-700",
                    )}
                  >
                    {office.label.text}
                  </a>
                </div>
              </foreignObject>
            </g>
          );
        })}
      </g>
    </svg>
  );
}
