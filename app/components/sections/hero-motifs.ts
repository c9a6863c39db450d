import type { HeroMotif } from "#app/lib/hero-motif.ts";
import { seededRandom } from "#app/lib/seeded-random.ts";

type Point = [number, number];

/**
 * One motif's geometry in the banners' one drawing system: thin lines, accent hubs and small nodes, in a
 * 1200 × 520 field whose left part the text sits on (HeroArtDrawing paints and fades them the same way).
 */
export type MotifGeometry = { lines: string; hubs: Point[]; nodes: Point[] };

const WIDTH = 1200;
const HEIGHT = 520;
const round = (value: number) => Math.round(value);
const move = ([x, y]: Point) => `M${round(x)} ${round(y)}`;
const line = ([x, y]: Point) => `L${round(x)} ${round(y)}`;
const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** The home page's network: scattered nodes linked to their near neighbours. */
function mesh(seed: number): MotifGeometry {
  // Each piece of art keeps the starting state it was first drawn with, so its picture never changes.
  const next = seededRandom(seed * 9301 + 49297);
  const points = Array.from({ length: 46 }, (): Point => [round(380 + next() * 820), round(next() * HEIGHT)]);
  const lines = points
    .flatMap((a, i) =>
      points
        .slice(i + 1)
        .filter((b) => Math.hypot(a[0] - b[0], a[1] - b[1]) < 190)
        .map((b) => `${move(a)}${line(b)}`),
    )
    .join("");
  return { lines, hubs: points.filter((_, i) => i % 5 === 0), nodes: points.filter((_, i) => i % 5 !== 0) };
}

/** Services: engineered routes, runs on a 40 px grid with 45° bends, like pipelines or circuit traces. */
function services(seed: number): MotifGeometry {
  const next = seededRandom(seed * 7 + 1013);
  const step = 40;
  const starts: Point[] = [];
  const ends: Point[] = [];
  const lines = Array.from({ length: 15 }, () => {
    let x = 380 + Math.floor(next() * 14) * step;
    let y = 20 + Math.floor(next() * 12) * step;
    starts.push([x, y]);
    let d = move([x, y]);
    for (let segment = 0; segment < 3 && x < WIDTH; segment++) {
      x = Math.min(WIDTH, x + (2 + Math.floor(next() * 5)) * step);
      d += line([x, y]);
      const rise = (next() < 0.5 ? -1 : 1) * step * (1 + Math.floor(next() * 2));
      const turned = clamp(y + rise, 20, HEIGHT - 20);
      if (x + Math.abs(turned - y) > WIDTH) break;
      x += Math.abs(turned - y);
      y = turned;
      d += line([x, y]);
    }
    ends.push([x, y]);
    return d;
  }).join("");
  return { lines, hubs: starts.filter((_, i) => i % 3 === 0), nodes: [...starts.filter((_, i) => i % 3 !== 0), ...ends] };
}

/** Industries: contour lines around two summits, like a survey of terrain. */
function industries(seed: number): MotifGeometry {
  const next = seededRandom(seed * 13 + 2089);
  const summits: Point[] = [
    [640 + next() * 220, 90 + next() * 160],
    [940 + next() * 200, 260 + next() * 180],
  ];
  const markers: Point[] = [];
  const lines = summits
    .flatMap(([cx, cy]) => {
      const phases = [next() * 6.28, next() * 6.28];
      return Array.from({ length: 7 }, (_, ring) => {
        const radius = 36 + ring * 34;
        const outline = Array.from({ length: 36 }, (_, i): Point => {
          const angle = (i / 36) * Math.PI * 2;
          const r = radius * (1 + 0.14 * Math.sin(3 * angle + phases[0]!) + 0.08 * Math.sin(5 * angle + phases[1]!));
          return [cx + r * Math.cos(angle), cy + r * Math.sin(angle) * 0.8];
        });
        if (ring % 2 === 1) markers.push(outline[Math.floor(next() * 36)]!);
        return `${move(outline[0]!)}${outline.slice(1).map(line).join("")}Z`;
      });
    })
    .join("");
  return { lines, hubs: summits, nodes: markers };
}

/** Resources: sheets laid out in two staggered rows, each with a heading and lines of text. */
function resources(seed: number): MotifGeometry {
  const next = seededRandom(seed * 17 + 3061);
  const bullets: Point[] = [];
  const headings: Point[] = [];
  const lines = Array.from({ length: 8 }, (_, i) => {
    const x = 430 + (i % 4) * 195 + (i >= 4 ? 70 : 0) + next() * 20;
    const y = (i >= 4 ? 280 : 30) + next() * 40;
    const [w, h] = [150, 196];
    let d = `${move([x, y])}h${w}v${h}h${-w}Z`;
    headings.push([x + 22, y + 28]);
    for (let row = 0; row < 7; row++) {
      const ly = y + 56 + row * 18;
      const length = (0.45 + next() * 0.5) * (w - 44);
      d += `${move([x + 22, ly])}h${round(length)}`;
      if (row === 0 || next() > 0.8) bullets.push([x + 22 + length, ly]);
    }
    return d;
  }).join("");
  return { lines, hubs: headings, nodes: bullets };
}

/** Company: tilted orbits around one centre, with offices on them, like a firm and its reach. */
function company(seed: number): MotifGeometry {
  const next = seededRandom(seed * 19 + 4093);
  const [cx, cy] = [880 + next() * 140, 230 + next() * 80];
  const tilt = -0.3 + next() * 0.2;
  const [cos, sin] = [Math.cos(tilt), Math.sin(tilt)];
  const at = (rx: number, ry: number, t: number): Point => [
    cx + rx * Math.cos(t) * cos - ry * Math.sin(t) * sin,
    cy + rx * Math.cos(t) * sin + ry * Math.sin(t) * cos,
  ];
  const hubs: Point[] = [[cx, cy]];
  const nodes: Point[] = [];
  const degrees = round((tilt * 180) / Math.PI);
  const lines = Array.from({ length: 6 }, (_, ring) => {
    const rx = 70 + ring * 72;
    const ry = rx * 0.42;
    for (let n = 0; n < 1 + (ring % 3); n++) (n === 0 && ring % 2 ? hubs : nodes).push(at(rx, ry, next() * Math.PI * 2));
    const arc = (to: Point) => `A${rx} ${round(ry)} ${degrees} 1 0 ${round(to[0])} ${round(to[1])}`;
    return `${move(at(rx, ry, 0))}${arc(at(rx, ry, Math.PI))}${arc(at(rx, ry, 0))}`;
  }).join("");
  return { lines, hubs, nodes };
}

/** Careers: paths rising from left to right, each with its milestones. */
function careers(seed: number): MotifGeometry {
  const next = seededRandom(seed * 23 + 5101);
  const hubs: Point[] = [];
  const nodes: Point[] = [];
  const lines = Array.from({ length: 8 }, (_, i) => {
    const start: Point = [380, 470 - i * 14];
    const end: Point = [WIDTH, 60 + i * 40 + next() * 30];
    const c1: Point = [620 + next() * 120, start[1]];
    const c2: Point = [820 + next() * 120, end[1] + 40];
    const along = (t: number): Point => {
      const u = 1 - t;
      const mix = (k: 0 | 1) => u ** 3 * start[k] + 3 * u * u * t * c1[k] + 3 * u * t * t * c2[k] + t ** 3 * end[k];
      return [mix(0), mix(1)];
    };
    hubs.push(along(0.55 + next() * 0.3));
    nodes.push(along(0.3 + next() * 0.2), along(0.92));
    return `${move(start)}C${[c1, c2, end].map(([x, y]) => `${round(x)} ${round(y)}`).join(" ")}`;
  }).join("");
  return { lines, hubs, nodes };
}

const generators = { mesh, services, industries, resources, company, careers };

/** Dots stay in the field and clear of the header, which sits over the banner's top 70 units. */
const HEADER = 70;
const inField = ([x, y]: Point) => x >= 0 && x <= WIDTH && y >= HEADER && y <= HEIGHT;

/**
 * A family's geometry for a seed; lines may run off the field (the banner crops them), dots never do. The
 * mesh is kept as it was first drawn. A function rather than a table built at load, so that a bundle which
 * only names the motifs (the banner's file reference) does not carry their drawing code.
 */
export function motifGeometry(motif: HeroMotif, seed: number): MotifGeometry {
  const { lines, hubs, nodes } = generators[motif](seed);
  return motif === "mesh" ? { lines, hubs, nodes } : { lines, hubs: hubs.filter(inField), nodes: nodes.filter(inField) };
}
