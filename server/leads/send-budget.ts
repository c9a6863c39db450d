/** A slot of the allowance taken for one mail being sent: kept once the relay accepts it, given back otherwise. */
export type SendSlot = { accepted(): void; refund(): void };

/**
 * A sliding-window allowance of notification mails, so a flood of leads cannot flood the sales inbox. Only mail the
 * relay accepted counts against it: an attempt that fails (an outage, a probe, a refusal) costs nothing.
 *
 * Reserve, then refund: a send takes its slot before it starts and gives it back if the relay does not take the
 * mail. Sends run concurrently (pooled connections, several claimed at once), and counting only on success would let
 * every send in flight see the same free slot and overspend. Slots in flight count as used until they settle; a
 * request that finds the window full only because of them waits for them to settle, so a failing relay never makes
 * a notification look over the allowance.
 *
 * The last free slot is kept for the mail that carries what is held back (`forHeld`), so held notifications go out
 * as soon as the relay takes mail, not a window later.
 */
export function createSendBudget({ limit, windowMs }: { limit: number; windowMs: number }) {
  const acceptedAt: number[] = [];
  let inFlight = 0;
  const waiting: (() => void)[] = [];
  const accepted = () => {
    const now = Date.now();
    while (acceptedAt.length && (acceptedAt[0] ?? 0) <= now - windowMs) acceptedAt.shift();
    return acceptedAt.length;
  };

  function take(): SendSlot {
    inFlight++;
    let settled = false;
    const settle = (wasAccepted: boolean) => {
      if (settled) return;
      settled = true;
      inFlight--;
      if (wasAccepted) acceptedAt.push(Date.now());
      for (const wake of waiting.splice(0)) wake();
    };
    return { accepted: () => settle(true), refund: () => settle(false) };
  }

  /** A slot leaving `keep` free, waiting while sends in flight hold the room; none once accepted mail fills it. */
  async function reserve(keep: number): Promise<SendSlot | undefined> {
    for (;;) {
      if (accepted() + keep >= limit) return undefined;
      if (accepted() + inFlight + keep < limit) return take();
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
  }

  return {
    /** A slot for one lead's own notification, unless only the slot kept for held notifications is left. */
    forOne: () => reserve(1),
    /** A slot for the mail carrying held notifications (a digest, or a single one). */
    forHeld: () => reserve(0),
    /** A slot from the whole allowance, for mail of an allowance that keeps none back (the staff mail's). */
    forAny: () => reserve(0),
  };
}

export type SendBudget = ReturnType<typeof createSendBudget>;
