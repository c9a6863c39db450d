import type { WebVitalsInsights } from "#app/.server/web-vitals/web-vitals-insights.ts";
import { formatDate } from "#app/lib/dates.ts";
import { formatCount } from "./insights-format";
import { ratingsSummary, WebVitalsChart, WebVitalsLegend } from "./web-vitals-chart";
import { formatVital, templateName, VITAL_COLUMNS } from "./web-vitals-format";

const DEVICE_NAMES = { all: "All devices", phone: "Phones", tablet: "Tablets", desktop: "Desktops" } as const;

/**
 * What visitors' own browsers measured (server/vitals/): each template's LCP ratings as a chart, and p75 of every
 * metric per template and device class in a table that carries the chart's figures too.
 */
export function WebVitalsSection({ vitals }: { vitals: WebVitalsInsights }) {
  const { since, templates, ratings } = vitals;
  return (
    <section aria-labelledby="vitals-heading" className="mt-12">
      <h2 id="vitals-heading" className="text-xl font-semibold">
        Page speed for real visitors
      </h2>
      <p className="mt-2 max-w-prose text-sm text-ink-700">
        Web Vitals measured by visitors&apos; own browsers since {formatDate(since)}, by page template and device class (from the
        window&apos;s width: phones below 768 px, tablets below 1,024 px). A page view counts once, for the page it began on. p75 is the
        value three views in four did better than or matched, rounded up to its histogram bucket. No cookie, address or identifier is kept.
      </p>
      <p className="mt-4 text-sm text-ink-700">{ratingsSummary(ratings)}</p>
      <div className="mt-4">
        <WebVitalsLegend />
      </div>
      <div
        role="region"
        aria-label="Chart of Largest Contentful Paint by page template"
        tabIndex={0}
        className="mt-4 max-w-4xl overflow-x-auto"
      >
        <WebVitalsChart ratings={ratings} />
      </div>
      <details className="mt-6 max-w-4xl">
        <summary className="cursor-pointer font-medium text-brand-700">The page speed figures as a table</summary>
        {/* Nine columns scroll sideways on a phone: the region takes focus, so a keyboard scrolls it too. */}
        <div role="region" aria-label="Table of page speed figures" tabIndex={0} className="mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="mb-2 text-left text-base font-semibold">
              Web Vitals at the 75th percentile by page template and device
            </caption>
            <thead>
              <tr className="border-b border-ink-300">
                <th scope="col" className="py-2 pr-4">
                  Template
                </th>
                <th scope="col" className="py-2 pr-4">
                  Device
                </th>
                <th scope="col" className="py-2 pl-4 text-right">
                  Views
                </th>
                {VITAL_COLUMNS.map((metric) => (
                  <th key={metric} scope="col" className="py-2 pl-4 text-right">
                    {metric}
                  </th>
                ))}
                <th scope="col" className="py-2 pl-4 text-right">
                  LCP good / improve / poor
                </th>
              </tr>
            </thead>
            <tbody>
              {templates.map((row) => {
                const rating = row.device === "all" ? ratings.find((entry) => entry.routeId === row.routeId) : undefined;
                return (
                  <tr
                    key={`${row.routeId} ${row.device}`}
                    className="border-b border-ink-200"
                    data-template={row.routeId}
                    data-device={row.device}
                  >
                    <th scope="row" className="py-1.5 pr-4 font-normal">
                      {templateName(row.routeId)}
                    </th>
                    <td className="py-1.5 pr-4">{DEVICE_NAMES[row.device]}</td>
                    <td className="py-1.5 pl-4 text-right tabular-nums">{formatCount(row.views)}</td>
                    {VITAL_COLUMNS.map((metric) => (
                      <td key={metric} className="py-1.5 pl-4 text-right tabular-nums" data-metric={metric}>
                        {formatVital(metric, row.p75[metric])}
                      </td>
                    ))}
                    <td className="py-1.5 pl-4 text-right tabular-nums">
                      {rating ? `${formatCount(rating.good)} / ${formatCount(rating.middling)} / ${formatCount(rating.poor)}` : ""}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {templates.length === 0 && <p className="mt-2 text-sm text-ink-700">No page view has been measured yet.</p>}
        </div>
      </details>
    </section>
  );
}
