/** A sliding-window allowance of notification mails, so a flood of leads cannot flood the sales inbox. */
export function createSendBudget({ limit, windowMs }: { limit: number; windowMs: number }) {
  const sentAt: number[] = [];
  const forget = (now: number) => {
    while (sentAt.length && (sentAt[0] ?? 0) <= now - windowMs) sentAt.shift();
  };
  return {
    /** Whether the window has room for one more mail, without spending it. */
    available(now = Date.now()): boolean {
      forget(now);
      return sentAt.length < limit;
    },
    /** Spends one mail if the window has room; false when it is used up. */
    take(now = Date.now()): boolean {
      forget(now);
      if (sentAt.length >= limit) return false;
      sentAt.push(now);
      return true;
    },
  };
}

export type SendBudget = ReturnType<typeof createSendBudget>;
