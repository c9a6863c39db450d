import { FiguresTable } from "./figures-table";

export type AttributionRow = { value: string | null; leads: number; qualified: number; won: number };

/** One grouping of the window's leads (by campaign, source or first page) with their qualified and won leads. */
export function AttributionTable({
  caption,
  heading,
  unknown,
  rows,
}: {
  caption: string;
  heading: string;
  unknown: string;
  rows: AttributionRow[];
}) {
  return (
    <div className="overflow-x-auto">
      <FiguresTable
        caption={caption}
        columns={[heading, "Leads", "Qualified", "Won"]}
        rows={rows.map((row) => ({
          key: row.value ?? "",
          // Addresses and campaign names can be long words: they wrap anywhere, so the table fits a phone unscrolled.
          header: row.value ? <span className="break-all">{row.value}</span> : <span className="text-ink-700">{unknown}</span>,
          figures: [row.leads, row.qualified, row.won],
        }))}
      />
      {rows.length === 0 && <p className="mt-2 text-sm text-ink-700">No leads in these weeks.</p>}
    </div>
  );
}
