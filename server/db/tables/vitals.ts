import type { DeviceClass, VitalMetric } from "#shared/vitals-histogram.ts";

/** Page views whose metric fell in one histogram bucket, per UTC day, page template and device class (migration 014-web-vitals). */
export type WebVitalsTable = {
  /** YYYY-MM-DD, UTC. */
  day: string;
  /** The React Router route id of the page's template (server/vitals/page-templates.ts), never a path. */
  route_id: string;
  device: DeviceClass;
  metric: VitalMetric;
  /** An index into the metric's bounds (shared/vitals-histogram.ts). */
  bucket: number;
  views: number;
};

export type VitalsTables = { web_vitals: WebVitalsTable };
