import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CompactPath, worldMap } from "./world-map";

/** Reads a relative path back into absolute rings, as an SVG renderer would. */
function decode(path: string): [number, number][][] {
  const rings: [number, number][][] = [];
  let [x, y] = [0, 0];
  let start: [number, number] = [0, 0];
  for (const [, command, body] of path.matchAll(/([mz])([^mz]*)/g)) {
    if (command === "z") {
      [x, y] = start;
      continue;
    }
    const numbers = [...body!.matchAll(/-?(?:\d+\.?\d*|\.\d+)/g)].map((match) => Number(match[0]));
    const ring: [number, number][] = [];
    for (let i = 0; i < numbers.length; i += 2) {
      [x, y] = [Math.round((x + numbers[i]!) * 10) / 10, Math.round((y + numbers[i + 1]!) * 10) / 10];
      ring.push([x, y]);
    }
    start = ring[0]!;
    rings.push(ring);
  }
  return rings;
}

const tenth = (value: number) => Math.round(value * 10) / 10;

describe("CompactPath", () => {
  it("draws every ring at the rounded points it was given, without repeats", () => {
    const point = fc.tuple(fc.double({ min: 0, max: 1000, noNaN: true }), fc.double({ min: 0, max: 500, noNaN: true }));
    fc.assert(
      fc.property(fc.array(fc.array(point, { minLength: 3, maxLength: 12 }), { minLength: 1, maxLength: 4 }), (rings) => {
        const path = new CompactPath();
        for (const ring of rings) {
          ring.forEach(([x, y], index) => (index === 0 ? path.moveTo(x, y) : path.lineTo(x, y)));
          path.closePath();
        }
        const expected = rings.map((ring) =>
          ring
            .map(([x, y]): [number, number] => [tenth(x), tenth(y)])
            .filter((point, index, all) => index === 0 || point[0] !== all[index - 1]![0] || point[1] !== all[index - 1]![1]),
        );
        expect(decode(path.toString())).toEqual(expected);
      }),
    );
  });

  it("writes only relative moves, numbers and closes", () => {
    const path = new CompactPath();
    path.moveTo(10.04, 20);
    path.lineTo(9.5, 20.55);
    path.lineTo(9.5, 20.55);
    path.lineTo(12, 20);
    path.closePath();
    expect(path.toString()).toBe("m10 20-.5 .6 2.5-.6z");
  });
});

describe("worldMap", () => {
  const map = worldMap();

  it("draws the land small enough to inline in the page", () => {
    expect(map.land).toMatch(/^m[-\d.]/);
    expect(map.land).toMatch(/^[mz\d .-]+$/);
    expect(map.land.length).toBeLessThan(40_000);
    expect(decode(map.land).length).toBeGreaterThan(100);
  });

  it("places cities where they are: west to east, north to south, inside the drawing", () => {
    const sanFrancisco = map.project([-122.42, 37.77]);
    const newYork = map.project([-74.0, 40.71]);
    const london = map.project([-0.13, 51.51]);
    const sydney = map.project([151.21, -33.87]);
    expect(sanFrancisco[0]).toBeLessThan(newYork[0]);
    expect(newYork[0]).toBeLessThan(london[0]);
    expect(london[0]).toBeLessThan(sydney[0]);
    expect(london[1]).toBeLessThan(newYork[1]);
    expect(newYork[1]).toBeLessThan(sydney[1]);
    for (const [x, y] of [sanFrancisco, newYork, london, sydney]) {
      expect(x).toBeGreaterThan(0);
      expect(x).toBeLessThan(map.width);
      expect(y).toBeGreaterThan(0);
      expect(y).toBeLessThan(map.height);
    }
    // The prime meridian runs through the middle of the map.
    expect(map.project([0, 0])[0]).toBeCloseTo(map.width / 2, 0);
  });

  it("leaves Antarctica out, so the map ends below Tierra del Fuego", () => {
    const capeHorn = map.project([-67.27, -55.98]);
    expect(map.height - capeHorn[1]).toBeLessThan(10);
    expect(map.width / map.height).toBeGreaterThan(2);
  });
});
