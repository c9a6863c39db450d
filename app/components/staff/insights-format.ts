/** An ISO date (YYYY-MM-DD) as "1 Jun", in UTC like the week buckets. */
export function formatShortDate(isoDate: string): string {
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** A count as the staff pages write it: 1,234. */
export const formatCount = (value: number): string => value.toLocaleString("en-GB");
