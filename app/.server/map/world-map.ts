import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { geoEqualEarth, geoPath, type GeoContext } from "d3-geo";
import { merge } from "topojson-client";
import type { GeometryCollection, GeometryObject, MultiPolygon, Polygon, Topology } from "topojson-specification";

/** The map's drawing width in SVG units; its height follows from the projection. */
export const MAP_WIDTH = 1000;
const ANTARCTICA = "010";

export type WorldMap = {
  width: number;
  height: number;
  /** Every landmass but Antarctica as one SVG path, coordinates rounded to one decimal. */
  land: string;
  /** [longitude, latitude] to [x, y] in the map's units, rounded to one decimal. */
  project: (coordinates: readonly [number, number]) => [number, number];
};

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * A d3-geo path context that writes each point relative to the last, rounded to a tenth, with only the
 * separators SVG needs and without points that rounding made repeat: half the size of geoPath's string.
 */
export class CompactPath implements GeoContext {
  private text = "";
  /** The current point and the start of the current ring, in tenths. */
  private at = [0, 0];
  private start = [0, 0];

  private pair(x: number, y: number): string | null {
    const next = [Math.round(x * 10), Math.round(y * 10)] as const;
    const [dx, dy] = [next[0] - this.at[0]!, next[1] - this.at[1]!];
    this.at = [...next];
    if (dx === 0 && dy === 0) return null;
    return [dx, dy].map((tenths) => `${tenths < 0 ? "" : " "}${(tenths / 10).toString().replace(/^(-?)0\./, "$1.")}`).join("");
  }

  moveTo(x: number, y: number) {
    this.text += `m${(this.pair(x, y) ?? " 0 0").trimStart()}`;
    this.start = [...this.at];
  }

  /** After a move, further pairs are lines without a command letter of their own. */
  lineTo(x: number, y: number) {
    this.text += this.pair(x, y) ?? "";
  }

  /** Closing returns the current point to the ring's start, which the next relative move counts from. */
  closePath() {
    this.text += "z";
    this.at = [...this.start];
  }

  beginPath() {}

  arc() {}

  toString(): string {
    return this.text;
  }
}

let cached: WorldMap | undefined;

/**
 * Natural Earth's 1:110m countries merged into one landmass and drawn on the Equal Earth projection,
 * once, on the server at build time: the browser receives a path string, never the map libraries.
 */
export function worldMap(): WorldMap {
  if (cached) return cached;
  // Read from disk rather than imported, so neither bundler nor Node has to know how to import JSON.
  const file = createRequire(import.meta.url).resolve("world-atlas/countries-110m.json");
  const topology = JSON.parse(readFileSync(file, "utf8")) as Topology<{ countries: GeometryCollection }>;
  const isLand = (country: GeometryObject): country is Polygon | MultiPolygon =>
    (country.type === "Polygon" || country.type === "MultiPolygon") && country.id !== ANTARCTICA;
  const land = merge(topology, topology.objects.countries.geometries.filter(isLand));
  const projection = geoEqualEarth().fitWidth(MAP_WIDTH, land);
  const [, [, bottom]] = geoPath(projection).bounds(land);
  const compact = new CompactPath();
  geoPath(projection, compact)(land);
  cached = {
    width: MAP_WIDTH,
    height: Math.ceil(bottom),
    land: compact.toString(),
    project: ([longitude, latitude]) => {
      const [x, y] = projection([longitude, latitude]) ?? [NaN, NaN];
      return [round(x), round(y)];
    },
  };
  return cached;
}
