/** The latest a publish may be scheduled for, ahead of now. */
const MAX_AHEAD_MS = 366 * 24 * 60 * 60 * 1000;

/**
 * A scheduled time as the form's date-and-time field sends it ("2026-11-28T14:30", seconds optional), read as UTC,
 * the time zone the staff pages show. Answers the ISO time, or why it cannot be used, in words.
 */
export function readPublishTime(value: unknown, now: Date): { ok: true; at: string } | { ok: false; error: string } {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value))
    return { ok: false, error: "Give the date and time to publish at, as 2026-11-28 14:30 (UTC)." };
  const at = new Date(`${value}${value.length === 16 ? ":00" : ""}Z`);
  if (Number.isNaN(at.getTime()) || at.toISOString().slice(0, value.length) !== value)
    return { ok: false, error: `${value.replace("T", " ")} is not a date and time on the calendar.` };
  if (at.getTime() <= now.getTime()) return { ok: false, error: "That time has passed: choose a time ahead (UTC)." };
  if (at.getTime() - now.getTime() > MAX_AHEAD_MS) return { ok: false, error: "A publish can be scheduled up to a year ahead." };
  return { ok: true, at: at.toISOString() };
}
