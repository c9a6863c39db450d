import { describe, expect, it } from "vitest";
import { linearScale, roundTicks } from "./chart-scale";

describe("roundTicks", () => {
  it("steps by 1, 2 or 5 times a power of ten and reaches at least the maximum", () => {
    expect(roundTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(roundTicks(10)).toEqual([0, 5, 10]);
    expect(roundTicks(83)).toEqual([0, 50, 100]);
    expect(roundTicks(1234)).toEqual([0, 500, 1000, 1500]);
    expect(roundTicks(3)).toEqual([0, 1, 2, 3]);
  });

  it("draws an axis for a series of zeros", () => {
    expect(roundTicks(0)).toEqual([0, 1]);
  });
});

describe("linearScale", () => {
  it("maps 0 and the maximum onto the range's ends, either way round", () => {
    const y = linearScale(10, 200, 0);
    expect(y(0)).toBe(200);
    expect(y(10)).toBe(0);
    expect(y(5)).toBe(100);
    expect(linearScale(0, 0, 50)(0)).toBe(0);
  });
});
