import { describe, expect, it } from "vitest";
import { designColors } from "#scripts/share-images/design-colors.ts";
import { formatBand, formatOfKind, resourceFormats } from "./resource-formats";
import { articleKinds } from "#shared/article-kinds.ts";

/** WCAG 2.2 relative luminance and contrast ratio of two #rrggbb colours. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

const colors = designColors();
const bandColor = (format: (typeof resourceFormats)[number]) => {
  const token = /^bg-([\w-]+)$/.exec(formatBand[format])?.[1];
  const value = token && colors.get(token);
  if (!value) throw new Error(`no colour token behind ${formatBand[format]}`);
  return value;
};

describe("resource cover bands", () => {
  it("gives every format its own band colour, and every article kind a format", () => {
    const bands = resourceFormats.map(bandColor);
    expect(new Set(bands.map((band) => band.toLowerCase())).size).toBe(resourceFormats.length);
    for (const kind of articleKinds) expect(resourceFormats).toContain(formatOfKind[kind]);
  });

  it("keeps white text on every band at WCAG AA for body text (4.5:1)", () => {
    for (const format of resourceFormats) expect(contrast("#ffffff", bandColor(format)), format).toBeGreaterThanOrEqual(4.5);
  });

  it("measures contrast as WCAG does", () => {
    expect(contrast("#ffffff", "#000000")).toBeCloseTo(21, 5);
    expect(contrast("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
  });
});
