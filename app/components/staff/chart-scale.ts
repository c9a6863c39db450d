/**
 * A count axis from 0 to a round maximum at or above `max`, with about `count` evenly spaced whole-number ticks
 * (1, 2 or 5 times a power of ten apart). An empty series still gets an axis: 0 to 1.
 */
export function roundTicks(max: number, count = 4): number[] {
  const target = Math.max(max, 1) / count;
  const power = 10 ** Math.floor(Math.log10(target));
  const step = Math.max(1, [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= target) ?? 10 * power);
  const top = Math.max(step, Math.ceil(Math.max(max, 1) / step) * step);
  return Array.from({ length: Math.round(top / step) + 1 }, (_, n) => n * step);
}

/** A linear map from [0, domainMax] onto [rangeStart, rangeEnd] (an SVG axis runs either way). */
export function linearScale(domainMax: number, rangeStart: number, rangeEnd: number): (value: number) => number {
  return (value) => rangeStart + ((rangeEnd - rangeStart) * value) / (domainMax || 1);
}
