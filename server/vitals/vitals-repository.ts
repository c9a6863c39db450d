import { sql } from "kysely";
import type { SiteDb } from "#server/db/connection.ts";
import { VITAL_METRICS, vitalBucket, type DeviceClass, type VitalMetric } from "#shared/vitals-histogram.ts";

/** One page view's measurements, already reduced to what is kept: its template, its device class and the buckets. */
export type VitalsView = { routeId: string; device: DeviceClass; metrics: Partial<Record<VitalMetric, number>> };

/** Counts of views per template, device class, metric and bucket, summed over days. */
export type VitalsCount = { routeId: string; device: DeviceClass; metric: VitalMetric; bucket: number; views: number };

export function vitalsRepository(db: SiteDb) {
  return {
    /** Adds the view to its buckets: one upsert per metric, in one transaction. */
    async record(view: VitalsView, now = new Date()): Promise<void> {
      const day = now.toISOString().slice(0, 10);
      const rows = VITAL_METRICS.flatMap((metric) => {
        const value = view.metrics[metric];
        const bucket = value === undefined ? undefined : vitalBucket(metric, value);
        return bucket === undefined ? [] : [{ day, route_id: view.routeId, device: view.device, metric, bucket, views: 1 }];
      });
      if (!rows.length) return;
      await db
        .insertInto("web_vitals")
        .values(rows)
        .onConflict((conflict) =>
          conflict.columns(["day", "route_id", "device", "metric", "bucket"]).doUpdateSet({ views: sql`web_vitals.views + 1` }),
        )
        .execute();
    },

    /** Deletes the counts of days before `day` (YYYY-MM-DD, kept itself); returns how many rows went. */
    async purgeBefore(day: string): Promise<number> {
      const result = await db.deleteFrom("web_vitals").where("day", "<", day).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** Every count since `sinceDay` (YYYY-MM-DD, inclusive). */
    async countsSince(sinceDay: string): Promise<VitalsCount[]> {
      const rows = await db
        .selectFrom("web_vitals")
        .select(["route_id", "device", "metric", "bucket", (eb) => eb.fn.sum<number>("views").as("views")])
        .where("day", ">=", sinceDay)
        .groupBy(["route_id", "device", "metric", "bucket"])
        .execute();
      return rows.map((row) => ({
        routeId: row.route_id,
        device: row.device,
        metric: row.metric,
        bucket: row.bucket,
        views: Number(row.views),
      }));
    },
  };
}
