/**
 * Real-user Web Vitals are stored as counts per histogram bucket, never as samples: p75 and the share of good,
 * middling and poor views come from the counts. The bounds include each metric's own thresholds (web.dev's "good"
 * and "poor" limits), so those shares are exact; p75 is the upper bound of the bucket it falls in.
 */
export const VITAL_METRICS = ["LCP", "INP", "CLS", "FCP", "TTFB"] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

/** Milliseconds: the bounds of LCP, INP, FCP and TTFB (each a bucket's upper bound, inclusive). */
const MS_BOUNDS = [
  50, 100, 150, 200, 300, 400, 500, 600, 800, 1000, 1200, 1500, 1800, 2000, 2500, 3000, 3500, 4000, 5000, 6000, 8000, 10_000, 15_000,
  20_000, 30_000, 60_000,
];
/** Cumulative Layout Shift is a unitless score. */
const CLS_BOUNDS = [0, 0.01, 0.025, 0.05, 0.075, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.75, 1, 1.5, 2, 5, 10];

export const VITAL_BOUNDS: Record<VitalMetric, readonly number[]> = {
  LCP: MS_BOUNDS,
  INP: MS_BOUNDS,
  FCP: MS_BOUNDS,
  TTFB: MS_BOUNDS,
  CLS: CLS_BOUNDS,
};

/** Up to `good` is good, above `poor` is poor (https://web.dev/articles/vitals). */
export const VITAL_THRESHOLDS: Record<VitalMetric, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
};

/** The most a value may be: anything larger is no measurement a browser makes, and the beacon is refused. */
export const vitalMaximum = (metric: VitalMetric): number => VITAL_BOUNDS[metric].at(-1)!;

/** The bucket (an index into the metric's bounds) a value falls in; undefined when it is negative or past the last bound. */
export function vitalBucket(metric: VitalMetric, value: number): number | undefined {
  if (!(value >= 0)) return undefined;
  const index = VITAL_BOUNDS[metric].findIndex((bound) => value <= bound);
  return index === -1 ? undefined : index;
}

export type DeviceClass = "phone" | "tablet" | "desktop";
export const DEVICE_CLASSES: readonly DeviceClass[] = ["phone", "tablet", "desktop"];

/** By the viewport's width in CSS pixels, as the site's own breakpoints (Tailwind's md at 768, lg at 1024). */
export function deviceClass(viewportWidth: number): DeviceClass {
  if (viewportWidth < 768) return "phone";
  if (viewportWidth < 1024) return "tablet";
  return "desktop";
}

export type BucketCounts = ReadonlyMap<number, number>;

/** The upper bound of the bucket holding the 75th percentile view (the value Google's Core Web Vitals judge by). */
export function percentileOf(metric: VitalMetric, counts: BucketCounts, percentile = 0.75): number | undefined {
  const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
  if (!total) return undefined;
  const rank = Math.ceil(total * percentile);
  let seen = 0;
  const bounds = VITAL_BOUNDS[metric];
  for (let bucket = 0; bucket < bounds.length; bucket++) {
    seen += counts.get(bucket) ?? 0;
    if (seen >= rank) return bounds[bucket];
  }
  return bounds.at(-1);
}

/** How many views were good, middling ("needs improvement") and poor. */
export function ratingsOf(metric: VitalMetric, counts: BucketCounts): { good: number; middling: number; poor: number } {
  const { good, poor } = VITAL_THRESHOLDS[metric];
  const bounds = VITAL_BOUNDS[metric];
  const ratings = { good: 0, middling: 0, poor: 0 };
  for (const [bucket, n] of counts) {
    const upper = bounds[bucket]!;
    if (upper <= good) ratings.good += n;
    else if (upper <= poor) ratings.middling += n;
    else ratings.poor += n;
  }
  return ratings;
}
