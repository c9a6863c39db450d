/** A slot of the allowance taken for one mail being sent: kept once the relay accepts it, given back otherwise. */
export type SendSlot = { accepted(): void; refund(): void };

/**
 * A sliding-window allowance of notification mails, so a flood of leads cannot flood the sales inbox. Only mail the
 * relay accepted counts against it: an attempt that fails (an outage, a probe, a refusal) costs nothing.
 *
 * Reserve, then refund: a send takes its slot before it starts and gives it back if the relay does not take the
 * mail. Sends run concurrently (pooled connections, several claimed at once), and counting only on success would let
 * every send in flight see the same free slot and overspend. Slots in flight count as used until they settle.
 *
 * The last free slot is kept for the mail that carries what is held back (`forHeld`), so held notifications go out
 * as soon as the relay takes mail, not a window later.
 */
export function createSendBudget({ limit, windowMs }: { limit: number; windowMs: number }) {
  const acceptedAt: number[] = [];
  let inFlight = 0;
  const used = (now: number) => {
    while (acceptedAt.length && (acceptedAt[0] ?? 0) <= now - windowMs) acceptedAt.shift();
    return acceptedAt.length + inFlight;
  };

  function reserve(keep: number, now: number): SendSlot | undefined {
    if (used(now) + keep >= limit) return undefined;
    inFlight++;
    let settled = false;
    const settle = (accepted: boolean) => {
      if (settled) return;
      settled = true;
      inFlight--;
      if (accepted) acceptedAt.push(Date.now());
    };
    return { accepted: () => settle(true), refund: () => settle(false) };
  }

  return {
    /** A slot for one lead's own notification, unless only the slot kept for held notifications is left. */
    forOne: (now = Date.now()) => reserve(1, now),
    /** A slot for the mail carrying held notifications (a digest, or a single one). */
    forHeld: (now = Date.now()) => reserve(0, now),
  };
}

export type SendBudget = ReturnType<typeof createSendBudget>;
