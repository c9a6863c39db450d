import { describe, expect, it } from "vitest";
import { deviceClass, percentileOf, ratingsOf, VITAL_BOUNDS, VITAL_METRICS, VITAL_THRESHOLDS, vitalBucket } from "./vitals-histogram";

const countsOf = (metric: "LCP" | "CLS", values: number[]) => {
  const counts = new Map<number, number>();
  for (const value of values) {
    const bucket = vitalBucket(metric, value)!;
    counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
  }
  return counts;
};

describe("Web Vitals histograms", () => {
  it("keep every metric's good and poor thresholds as bucket bounds, so the shares are exact", () => {
    for (const metric of VITAL_METRICS) {
      expect(VITAL_BOUNDS[metric]).toContain(VITAL_THRESHOLDS[metric].good);
      expect(VITAL_BOUNDS[metric]).toContain(VITAL_THRESHOLDS[metric].poor);
    }
  });

  it("put a value in the first bucket whose bound holds it, and refuse what no browser measures", () => {
    expect(vitalBucket("LCP", 0)).toBe(0);
    expect(vitalBucket("LCP", 2500)).toBe(VITAL_BOUNDS.LCP.indexOf(2500));
    expect(vitalBucket("LCP", 2500.1)).toBe(VITAL_BOUNDS.LCP.indexOf(3000));
    expect(vitalBucket("CLS", 0)).toBe(0);
    expect(vitalBucket("LCP", -1)).toBeUndefined();
    expect(vitalBucket("LCP", 60_001)).toBeUndefined();
    expect(vitalBucket("LCP", Number.NaN)).toBeUndefined();
  });

  it("read p75 as the bound of the bucket holding the 75th percentile view", () => {
    expect(percentileOf("LCP", new Map())).toBeUndefined();
    // Three fast views and one slow: p75 is the third fastest's bucket.
    expect(percentileOf("LCP", countsOf("LCP", [900, 950, 1100, 7000]))).toBe(1200);
    expect(percentileOf("LCP", countsOf("LCP", [900, 950, 7000, 7000]))).toBe(8000);
  });

  it("count good, middling and poor views by the thresholds", () => {
    expect(ratingsOf("LCP", countsOf("LCP", [100, 2500, 2501, 4000, 4001]))).toEqual({ good: 2, middling: 2, poor: 1 });
    expect(ratingsOf("CLS", countsOf("CLS", [0, 0.1, 0.2, 0.3]))).toEqual({ good: 2, middling: 1, poor: 1 });
  });

  it("class devices by the viewport's width at the site's breakpoints", () => {
    expect([390, 767, 768, 1023, 1024, 1440].map(deviceClass)).toEqual(["phone", "phone", "tablet", "tablet", "desktop", "desktop"]);
  });
});
