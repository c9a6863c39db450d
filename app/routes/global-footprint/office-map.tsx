import { cn } from "#app/lib/cn.ts";
import type { FootprintOffice } from "./office-details";

type OfficeMapProps = {
  map: { width: number; height: number; land: string };
  offices: FootprintOffice[];
  selected: number;
  onSelect: (index: number) => void;
  label: string;
};

// Label geometry in em, so the labels keep their size on screen at every breakpoint's font size.
const GAP = 0.9;
const HEIGHT = 2;
const RING = 0.25;
/** An estimate of the label's width from its length; the text is centred, so a near miss does not show. */
const widthOf = (text: string) => text.length * 0.58 + 1.5;

function labelBox(office: FootprintOffice) {
  const width = widthOf(office.label.text);
  const left = office.label.side === "left" ? -(GAP + width) : GAP;
  return { x: left, y: office.label.dy - HEIGHT / 2, width, centre: left + width / 2, anchorX: office.label.side === "left" ? -GAP : GAP };
}

/**
 * The world drawn at build time with a point at each office. From 1024 px each point has a label that is a
 * link to the office in the address list below (so it works without JavaScript); pointing at it or focusing
 * it selects the office. Smaller screens show the points and step through the offices with buttons instead.
 */
export function OfficeMap({ map, offices, selected, onSelect, label }: OfficeMapProps) {
  return (
    <svg viewBox={`0 0 ${map.width} ${map.height}`} width={map.width} height={map.height} role="group" aria-label={label} className="block h-auto w-full">
      <path d={map.land} aria-hidden="true" className="fill-ink-200 stroke-white stroke-[0.6]" />
      <g aria-hidden="true" className="text-[26px] md:text-[18px] lg:text-[14px] xl:text-[12px]">
        {offices.map((office, index) => {
          const box = labelBox(office);
          const isSelected = index === selected;
          return (
            <g key={office.id} transform={`translate(${office.point[0]} ${office.point[1]})`}>
              <line x2={`${box.anchorX}em`} y2={`${office.label.dy}em`} className="hidden stroke-ink-500 stroke-1 lg:inline" />
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
      <g className="hidden text-[14px] font-semibold lg:inline xl:text-[12px]">
        {offices.map((office, index) => {
          const box = labelBox(office);
          const isSelected = index === selected;
          return (
            <a
              key={office.id}
              href={`#office-${office.id}`}
              aria-label={office.name}
              aria-current={isSelected ? "true" : undefined}
              className="group/pin outline-none"
              onPointerEnter={() => onSelect(index)}
              onFocus={() => onSelect(index)}
              onClick={(event) => {
                event.preventDefault();
                onSelect(index);
              }}
            >
              <g transform={`translate(${office.point[0]} ${office.point[1]})`}>
                {/* The focus ring, drawn around the label because outlines do not follow SVG shapes. */}
                <rect
                  x={`${box.x - RING}em`}
                  y={`${box.y - RING}em`}
                  width={`${box.width + 2 * RING}em`}
                  height={`${HEIGHT + 2 * RING}em`}
                  rx={`${HEIGHT / 2 + RING}em`}
                  className="fill-none stroke-brand-500 stroke-2 opacity-0 group-focus-visible/pin:opacity-100"
                />
                <rect
                  x={`${box.x}em`}
                  y={`${box.y}em`}
                  width={`${box.width}em`}
                  height={`${HEIGHT}em`}
                  rx={`${HEIGHT / 2}em`}
                  className={cn(
                    "stroke-1 transition-colors duration-200",
                    isSelected ? "fill-brand-700 stroke-brand-700" : "fill-white stroke-ink-300 group-hover/pin:stroke-brand-600",
                  )}
                />
                <text
                  x={`${box.centre}em`}
                  y={`${office.label.dy + 0.36}em`}
                  textAnchor="middle"
                  className={cn("transition-colors duration-200", isSelected ? "fill-white" : "fill-ink-800")}
                >
                  {office.label.text}
                </text>
              </g>
            </a>
          );
        })}
      </g>
    </svg>
  );
}
