import { formatDate } from "#app/lib/dates.ts";
import { formatCount as count } from "./insights-format";
import { chartSummary, WeeklyEnquiriesChart, WeeklyEnquiriesLegend, type WeekFigures } from "./weekly-enquiries-chart";

/** The weekly chart with its key, and the same figures as a table for anyone who cannot see or read the bars. */
export function WeeklyEnquiries({ weeks }: { weeks: readonly WeekFigures[] }) {
  return (
    <section aria-labelledby="weekly-heading" className="mt-8">
      <h2 id="weekly-heading" className="text-xl font-semibold">
        Enquiries per week
      </h2>
      <p className="mt-2 text-sm text-ink-700">{chartSummary(weeks)}</p>
      <div className="mt-4">
        <WeeklyEnquiriesLegend />
      </div>
      {/* Below 40rem the chart scrolls sideways rather than shrinking its text: the region takes focus to scroll. */}
      <div role="region" aria-label="Chart of enquiries per week" tabIndex={0} className="mt-4 max-w-4xl overflow-x-auto">
        <WeeklyEnquiriesChart weeks={weeks} />
      </div>
      <details className="mt-6 max-w-2xl">
        <summary className="cursor-pointer font-medium text-brand-700">The chart&apos;s figures as a table</summary>
        <table className="mt-4 w-full text-left text-sm">
          <caption className="mb-2 text-left font-semibold">Enquiries per week by kind, spam excluded</caption>
          <thead>
            <tr className="border-b border-ink-300">
              <th scope="col" className="py-2 pr-4">
                Week beginning
              </th>
              <th scope="col" className="py-2 pr-4 text-right">
                Contact
              </th>
              <th scope="col" className="py-2 pr-4 text-right">
                Whitepaper
              </th>
              <th scope="col" className="py-2 text-right">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.week} className="border-b border-ink-200">
                <th scope="row" className="py-1 pr-4 font-normal">
                  <time dateTime={week.week}>{formatDate(week.week)}</time>
                </th>
                <td className="py-1 pr-4 text-right tabular-nums">{count(week.contact)}</td>
                <td className="py-1 pr-4 text-right tabular-nums">{count(week.whitepaper)}</td>
                <td className="py-1 text-right tabular-nums">{count(week.contact + week.whitepaper)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
