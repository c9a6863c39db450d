type Session = { date: string; durationMinutes: number };

/** When a session ends: its start plus its length. */
export function sessionEnd(session: Session): Date {
  return new Date(Date.parse(session.date) + session.durationMinutes * 60_000);
}

/**
 * Splits sessions at `now` (the build's time, as pages are pre-rendered): a session is past once it
 * has ended, so one running at build time is still upcoming. Upcoming soonest first, past latest first.
 */
export function splitBySchedule<T extends Session>(sessions: readonly T[], now: Date): { upcoming: T[]; past: T[] } {
  const byStart = [...sessions].sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
  const isPast = (session: T) => sessionEnd(session).getTime() <= now.getTime();
  return { upcoming: byStart.filter((session) => !isPast(session)), past: byStart.filter(isPast).reverse() };
}
