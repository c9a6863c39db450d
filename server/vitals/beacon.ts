import { z } from "zod";
import { JsonSyntaxError, parseStrictJson } from "#server/leads/strict-json.ts";
import { VITAL_METRICS, vitalMaximum, type VitalMetric } from "#shared/vitals-histogram.ts";

/** A beacon is a few dozen bytes; this leaves room for a long page address and nothing more. */
export const VITALS_BODY_LIMIT = 2 * 1024;

/**
 * What a page sends (app/lib/vitals/): the page's path (the server maps it to its route, and keeps only the route),
 * the viewport's width (kept only as a device class) and each metric measured, in milliseconds (CLS: a score).
 * Nothing else is accepted: an unknown field or metric, a value no browser measures, and the beacon is refused.
 */
const metricValue = (metric: VitalMetric) =>
  z
    .number()
    .finite()
    .min(0)
    .max(vitalMaximum(metric), { message: `${metric} must be at most ${vitalMaximum(metric)}` });

const beaconSchema = z.strictObject({
  p: z.string().min(1).max(512).startsWith("/", { message: "The page must be a path beginning with /" }),
  w: z.number().int().min(1).max(16_384),
  m: z
    .strictObject(
      Object.fromEntries(VITAL_METRICS.map((metric) => [metric, metricValue(metric).optional()])) as Record<
        VitalMetric,
        z.ZodOptional<z.ZodNumber>
      >,
    )
    .refine((metrics) => Object.values(metrics).some((value) => value !== undefined), { message: "No metric was sent" }),
});

export type VitalsBeacon = { path: string; viewportWidth: number; metrics: Partial<Record<VitalMetric, number>> };

/** The beacon in a body, or why it is refused, in words. */
export function parseBeacon(text: string): { ok: true; beacon: VitalsBeacon } | { ok: false; error: string } {
  let json: unknown;
  try {
    json = parseStrictJson(text);
  } catch (error) {
    if (error instanceof JsonSyntaxError) return { ok: false, error: `The body is not JSON: ${error.message}` };
    throw error;
  }
  const parsed = beaconSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { ok: false, error: `Not a Web Vitals beacon: ${issue.path.join(".") || "body"}: ${issue.message}` };
  }
  const { p, w, m } = parsed.data;
  return { ok: true, beacon: { path: p, viewportWidth: w, metrics: m } };
}
