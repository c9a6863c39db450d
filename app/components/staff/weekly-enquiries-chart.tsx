import { useId } from "react";
import { formatCount as count, formatShortDate } from "./insights-format";
import { linearScale, roundTicks } from "./chart-scale";

export type WeekFigures = { week: string; contact: number; whitepaper: number };

// Drawn in a 640 × 300 box: the page never lets it shrink below that (it scrolls sideways instead), so its 13-unit
// text stays at least 13 px tall.
const WIDTH = 640;
const HEIGHT = 300;
const MARGIN = { top: 16, right: 24, bottom: 36, left: 44 };
const PLOT_WIDTH = WIDTH - MARGIN.left - MARGIN.right;
const PLOT_HEIGHT = HEIGHT - MARGIN.top - MARGIN.bottom;
/** Every fourth week is labelled under the axis, counting back from the current one. */
const LABEL_EVERY = 4;

/** The whitepaper bars' fill: teal with white diagonal stripes, told apart from the solid contact bars without colour. */
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

/** The one-sentence summary the chart's description and its caption share. */
export function chartSummary(weeks: readonly WeekFigures[]): string {
  const contact = weeks.reduce((sum, week) => sum + week.contact, 0);
  const whitepaper = weeks.reduce((sum, week) => sum + week.whitepaper, 0);
  const busiest = weeks.reduce<WeekFigures | undefined>(
    (best, week) => (!best || week.contact + week.whitepaper > best.contact + best.whitepaper ? week : best),
    undefined,
  );
  const total = busiest ? busiest.contact + busiest.whitepaper : 0;
  return (
    `${count(contact)} contact messages and ${count(whitepaper)} whitepaper requests in ${weeks.length} weeks, spam excluded` +
    (busiest && total ? `; the busiest week began ${formatShortDate(busiest.week)}, with ${count(total)}.` : ".")
  );
}

/**
 * Enquiries per week as stacked bars: contact messages solid at the bottom, whitepaper requests hatched above, so
 * the two kinds differ without colour too. Server-rendered SVG; the page puts the same figures in a table.
 */
export function WeeklyEnquiriesChart({ weeks }: { weeks: readonly WeekFigures[] }) {
  const id = useId();
  const ticks = roundTicks(Math.max(0, ...weeks.map((week) => week.contact + week.whitepaper)));
  const y = linearScale(ticks.at(-1) ?? 1, MARGIN.top + PLOT_HEIGHT, MARGIN.top);
  const band = PLOT_WIDTH / Math.max(1, weeks.length);
  const barWidth = band * 0.7;
  const first = weeks[0]?.week;
  const last = weeks.at(-1)?.week;
  return (
    <svg
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className="block h-auto w-full min-w-[40rem]"
    >
      <title
        id={`${id}-title`}
      >{`Enquiries per week${first && last ? `, ${formatShortDate(first)} to ${formatShortDate(last)}` : ""}`}</title>
      <desc
        id={`${id}-desc`}
      >{`Stacked bars, one per week: contact messages solid, whitepaper requests hatched above them. ${chartSummary(weeks)}`}</desc>
      <HatchPattern id={`${id}-hatch`} />
      <g className="text-[13px]">
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y(tick)} y2={y(tick)} className="stroke-ink-200" />
            <text x={MARGIN.left - 6} y={y(tick)} dy="0.32em" textAnchor="end" className="fill-ink-700">
              {count(tick)}
            </text>
          </g>
        ))}
        {weeks.map((week, n) => {
          const x = MARGIN.left + n * band + (band - barWidth) / 2;
          const labelled = (weeks.length - 1 - n) % LABEL_EVERY === 0;
          return (
            <g key={week.week}>
              <title>{`Week beginning ${formatShortDate(week.week)}: ${count(week.contact)} contact, ${count(week.whitepaper)} whitepaper`}</title>
              {week.contact > 0 && (
                <rect x={x} width={barWidth} y={y(week.contact)} height={y(0) - y(week.contact)} className="fill-brand-700" />
              )}
              {week.whitepaper > 0 && (
                <rect
                  x={x}
                  width={barWidth}
                  y={y(week.contact + week.whitepaper)}
                  height={y(week.contact) - y(week.contact + week.whitepaper)}
                  fill={`url(#${id}-hatch)`}
                  className="stroke-accent-700"
                />
              )}
              {labelled && (
                <>
                  <line x1={x + barWidth / 2} x2={x + barWidth / 2} y1={y(0)} y2={y(0) + 5} className="stroke-ink-700" />
                  <text x={x + barWidth / 2} y={y(0) + 20} textAnchor="middle" className="fill-ink-700">
                    {formatShortDate(week.week)}
                  </text>
                </>
              )}
            </g>
          );
        })}
        <line x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y(0)} y2={y(0)} className="stroke-ink-700" />
      </g>
    </svg>
  );
}

/** The chart's key, in HTML beside it so it reflows on narrow screens; the swatches repeat the bars' fills. */
export function WeeklyEnquiriesLegend() {
  const id = useId();
  return (
    <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm" aria-label="Key">
      <li className="flex items-center gap-2">
        <svg aria-hidden="true" width="16" height="16" className="shrink-0">
          <rect width="16" height="16" className="fill-brand-700" />
        </svg>
        Contact messages (solid)
      </li>
      <li className="flex items-center gap-2">
        <svg aria-hidden="true" width="16" height="16" className="shrink-0">
          <HatchPattern id={`${id}-hatch`} />
          <rect x="0.5" y="0.5" width="15" height="15" fill={`url(#${id}-hatch)`} className="stroke-accent-700" />
        </svg>
        Whitepaper requests (hatched)
      </li>
    </ul>
  );
}
