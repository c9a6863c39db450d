import { FiguresTable } from "./figures-table";

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
      <FiguresTable
        caption={caption}
        columns={[
          heading,
          "Last 26 weeks",
          <>
            Quarter to date <span className="block font-normal text-ink-700">since {since}</span>
          </>,
        ]}
        rows={rows.map((row) => ({
          key: row.slug,
          header: (
            <>
              {row.title}
              {row.kind === "ai" && <span className="ml-2 text-xs text-ink-700">AI offering</span>}
            </>
          ),
          figures: [row.weeks, row.quarter],
        }))}
      />
    </div>
  );
}
