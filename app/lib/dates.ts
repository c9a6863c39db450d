/** Formats an ISO date (YYYY-MM-DD) as "1 November 2026", the same on server and browser. */
export function formatDate(isoDate: string): string {
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}
