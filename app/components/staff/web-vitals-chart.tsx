import { useId } from "react";
import type { TemplateRatings } from "#app/.server/web-vitals/web-vitals-insights.ts";
import { formatCount as count } from "./insights-format";
import { templateName } from "./web-vitals-format";

// Drawn in a 640-unit wide box, one 28-unit row per template: the page scrolls it sideways below 40rem, as the weekly chart.
const WIDTH = 640;
const ROW = 28;
const MARGIN = { top: 8, right: 16, bottom: 8, left: 200 };
const PLOT_WIDTH = WIDTH - MARGIN.left - MARGIN.right;

/** The middling share's fill: white diagonal stripes on teal, told apart from the solid good and poor shares without colour. */
function HatchPattern({ id }: { id: string }) {
  return (
    <defs>
      <pattern id={id} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
        <rect width="6" height="6" className="fill-accent-700" />
        <rect width="2" height="6" className="fill-white" />
      </pattern>
    </defs>
  );
}

const share = (part: number, whole: number) => `${Math.round((part / whole) * 100)}%`;

/** The one-sentence summary the chart's description and its caption share. */
export function ratingsSummary(ratings: readonly TemplateRatings[]): string {
  const views = ratings.reduce((sum, row) => sum + row.good + row.middling + row.poor, 0);
  const good = ratings.reduce((sum, row) => sum + row.good, 0);
  if (!views) return "No page view has reported its Largest Contentful Paint yet.";
  return `${count(views)} page views of ${count(ratings.length)} page templates; ${share(good, views)} had a good Largest Contentful Paint (2.5 s or less).`;
}

/**
 * Each template's page views by their Largest Contentful Paint, as one 100% bar: good solid teal, needs improvement
 * hatched, poor solid black. Server-rendered SVG; the page puts the figures in a table.
 */
export function WebVitalsChart({ ratings }: { ratings: readonly TemplateRatings[] }) {
  const id = useId();
  const height = MARGIN.top + MARGIN.bottom + Math.max(1, ratings.length) * ROW;
  return (
    <svg
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      viewBox={`0 0 ${WIDTH} ${height}`}
      className="block h-auto w-full min-w-[40rem]"
    >
      <title id={`${id}-title`}>Largest Contentful Paint by page template</title>
      <desc
        id={`${id}-desc`}
      >{`Bars of 100%, one per page template: good views solid teal, needing improvement hatched, poor solid black. ${ratingsSummary(ratings)}`}</desc>
      <HatchPattern id={`${id}-hatch`} />
      <g className="text-[13px]">
        {ratings.map((row, n) => {
          const views = row.good + row.middling + row.poor;
          const y = MARGIN.top + n * ROW + 4;
          const width = (part: number) => (part / views) * PLOT_WIDTH;
          const name = templateName(row.routeId);
          return (
            <g key={row.routeId}>
              <title>{`${name}: ${count(row.good)} good, ${count(row.middling)} need improvement, ${count(row.poor)} poor`}</title>
              <text x={MARGIN.left - 8} y={y + (ROW - 8) / 2} dy="0.32em" textAnchor="end" className="fill-ink-700">
                {name}
              </text>
              <rect x={MARGIN.left} y={y} width={width(row.good)} height={ROW - 8} className="fill-accent-700" />
              <rect x={MARGIN.left + width(row.good)} y={y} width={width(row.middling)} height={ROW - 8} fill={`url(#${id}-hatch)`} />
              <rect
                x={MARGIN.left + width(row.good + row.middling)}
                y={y}
                width={width(row.poor)}
                height={ROW - 8}
                className="fill-ink-900"
              />
            </g>
          );
        })}
      </g>
    </svg>
  );
}

/** The chart's key, in HTML beside it; the swatches repeat the bars' fills. */
export function WebVitalsLegend() {
  const id = useId();
  const swatch = (fill: React.ReactNode) => (
    <svg aria-hidden="true" width="16" height="16" className="shrink-0">
      {fill}
    </svg>
  );
  return (
    <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm" aria-label="Key">
      <li className="flex items-center gap-2">
        {swatch(<rect width="16" height="16" className="fill-accent-700" />)}
        Good, 2.5 s or less (solid teal)
      </li>
      <li className="flex items-center gap-2">
        {swatch(
          <>
            <HatchPattern id={`${id}-hatch`} />
            <rect width="16" height="16" fill={`url(#${id}-hatch)`} />
          </>,
        )}
        Needs improvement, up to 4 s (hatched)
      </li>
      <li className="flex items-center gap-2">
        {swatch(<rect width="16" height="16" className="fill-ink-900" />)}
        Poor, over 4 s (solid black)
      </li>
    </ul>
  );
}
