import { formatCount as count } from "./insights-format";

export type NamedCountRow = { slug: string; title: string; kind: "industry" | "service" | "ai"; weeks: number; quarter: number };

/** Leads that named each industry or service, for the 26 weeks and for the quarter to date. */
export function NamedCountsTable({
  caption,
  heading,
  since,
  rows,
}: {
  caption: string;
  heading: string;
  since: string;
  rows: NamedCountRow[];
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left text-base font-semibold">{caption}</caption>
        <thead>
          <tr className="border-b border-ink-300">
            <th scope="col" className="py-2 pr-4">
              {heading}
            </th>
            <th scope="col" className="py-2 pr-4 text-right">
              Last 26 weeks
            </th>
            <th scope="col" className="py-2 text-right">
              Quarter to date <span className="block font-normal text-ink-700">since {since}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.slug} className="border-b border-ink-200">
              <th scope="row" className="py-2 pr-4 font-normal">
                {row.title}
                {row.kind === "ai" && <span className="ml-2 text-xs text-ink-700">AI offering</span>}
              </th>
              <td className="py-2 pr-4 text-right tabular-nums">{count(row.weeks)}</td>
              <td className="py-2 text-right tabular-nums">{count(row.quarter)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
