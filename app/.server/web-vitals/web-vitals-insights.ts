import {
  DEVICE_CLASSES,
  percentileOf,
  ratingsOf,
  VITAL_METRICS,
  type BucketCounts,
  type DeviceClass,
  type VitalMetric,
} from "#shared/vitals-histogram.ts";
import type { vitalsRepository } from "#server/vitals/vitals-repository.ts";

/** The insights show the last four weeks of page views, today included. */
export const VITALS_WINDOW_DAYS = 28;

export type TemplateVitals = {
  /** The route id (`routes/service/route`): the page template, never a page's own address. */
  routeId: string;
  device: DeviceClass | "all";
  /** Views that reported LCP (each view reports it once). */
  views: number;
  /** p75 per metric (ms; CLS a score), or null where no view reported it. */
  p75: Record<VitalMetric, number | null>;
};

export type TemplateRatings = { routeId: string; good: number; middling: number; poor: number };

/** p75 per template and device class (and all devices together), and each template's LCP ratings, for the insights. */
export async function webVitalsInsights(vitals: Pick<ReturnType<typeof vitalsRepository>, "countsSince">, now: Date) {
  const since = new Date(now.getTime() - (VITALS_WINDOW_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  const counts = await vitals.countsSince(since);
  // route id → device (and "all") → metric → bucket → views
  const grouped = new Map<string, Map<string, Map<VitalMetric, Map<number, number>>>>();
  for (const { routeId, device, metric, bucket, views } of counts) {
    const devices = grouped.get(routeId) ?? new Map();
    grouped.set(routeId, devices);
    for (const key of [device, "all"]) {
      const metrics = devices.get(key) ?? new Map();
      devices.set(key, metrics);
      const buckets: Map<number, number> = metrics.get(metric) ?? new Map();
      metrics.set(metric, buckets);
      buckets.set(bucket, (buckets.get(bucket) ?? 0) + views);
    }
  }
  const total = (buckets: BucketCounts | undefined) => [...(buckets?.values() ?? [])].reduce((sum, n) => sum + n, 0);
  const templates: TemplateVitals[] = [];
  const ratings: TemplateRatings[] = [];
  for (const [routeId, devices] of grouped) {
    for (const device of ["all", ...DEVICE_CLASSES] as const) {
      const metrics = devices.get(device);
      if (!metrics) continue;
      const p75 = Object.fromEntries(
        VITAL_METRICS.map((metric) => {
          const buckets = metrics.get(metric);
          return [metric, buckets ? (percentileOf(metric, buckets) ?? null) : null];
        }),
      ) as Record<VitalMetric, number | null>;
      templates.push({ routeId, device, views: total(metrics.get("LCP")), p75 });
    }
    const lcp = devices.get("all")?.get("LCP");
    if (lcp) ratings.push({ routeId, ...ratingsOf("LCP", lcp) });
  }
  const viewsOf = (routeId: string) => templates.find((row) => row.routeId === routeId && row.device === "all")?.views ?? 0;
  templates.sort((a, b) => viewsOf(b.routeId) - viewsOf(a.routeId) || a.routeId.localeCompare(b.routeId));
  ratings.sort((a, b) => viewsOf(b.routeId) - viewsOf(a.routeId) || a.routeId.localeCompare(b.routeId));
  return { since, templates, ratings };
}

export type WebVitalsInsights = Awaited<ReturnType<typeof webVitalsInsights>>;
