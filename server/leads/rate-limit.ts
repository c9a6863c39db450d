export type RateDecision = { ok: true } | { ok: false; retryAfterSec: number };

/** Fixed-window request counter per key (client address), kept in memory. */
export function createRateLimiter({ limit, windowMs }: { limit: number; windowMs: number }) {
  const windows = new Map<string, { count: number; resetAt: number }>();

  function sweep(now: number) {
    for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
  }

  return {
    hit(key: string, now = Date.now()): RateDecision {
      if (windows.size > 50_000) sweep(now);
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + windowMs };
        windows.set(key, window);
      }
      window.count++;
      if (window.count <= limit) return { ok: true };
      return { ok: false, retryAfterSec: Math.max(1, Math.ceil((window.resetAt - now) / 1000)) };
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
