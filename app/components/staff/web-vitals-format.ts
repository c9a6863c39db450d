/** The metrics' columns, in shared/vitals-histogram.ts's order. */
export const VITAL_COLUMNS = ["LCP", "INP", "CLS", "FCP", "TTFB"] as const;

/** A route id as the insights name its template: `routes/service/route` → `service`, `routes/home/route` → `home`. */
export const templateName = (routeId: string): string => routeId.replace(/^routes\//, "").replace(/\/route$/, "");

/** A p75 as the table writes it: milliseconds as "1,200 ms", CLS as a score ("0.05"), a dash where none was reported. */
export function formatVital(metric: string, value: number | null): string {
  if (value === null) return "–";
  if (metric === "CLS") return String(value);
  return `${value.toLocaleString("en-GB")} ms`;
}
