import { describe, expect, it } from "vitest";
import { slidesPerView, snapKeepingInView } from "./carousel-snap";

describe("snapKeepingInView (7 slides, 3 per view: snaps 0 to 4)", () => {
  it("stays put while the slide is shown", () => {
    expect(snapKeepingInView(2, 0, 3, 5)).toBe(0);
    expect(snapKeepingInView(4, 2, 3, 5)).toBe(2);
  });

  it("moves back so an earlier slide is first, and forward so a later one is last", () => {
    expect(snapKeepingInView(1, 3, 3, 5)).toBe(1);
    expect(snapKeepingInView(3, 0, 3, 5)).toBe(1);
    expect(snapKeepingInView(6, 0, 3, 5)).toBe(4);
  });

  it("never asks for a snap past the last", () => {
    expect(snapKeepingInView(6, 4, 3, 5)).toBe(4);
    expect(snapKeepingInView(1, 0, 2, 1)).toBe(0);
  });
});

describe("slidesPerView", () => {
  it("counts the slides the trimmed snaps leave over", () => {
    expect(slidesPerView(7, 5)).toBe(3);
    expect(slidesPerView(7, 6)).toBe(2);
    expect(slidesPerView(2, 1)).toBe(2);
    expect(slidesPerView(0, 0)).toBe(1);
  });
});
