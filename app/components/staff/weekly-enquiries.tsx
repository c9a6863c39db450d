import { formatDate } from "#app/lib/dates.ts";
import { FiguresTable } from "./figures-table";
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
        <div className="mt-4">
          <FiguresTable
            caption="Enquiries per week by kind, spam excluded"
            columns={["Week beginning", "Contact", "Whitepaper", "Total"]}
            rows={weeks.map((week) => ({
              key: week.week,
              header: <time dateTime={week.week}>{formatDate(week.week)}</time>,
              figures: [week.contact, week.whitepaper, week.contact + week.whitepaper],
            }))}
          />
        </div>
      </details>
    </section>
  );
}
