import type { ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";
import { seededRandom } from "#app/lib/seeded-random.ts";

type Draw = (next: () => number) => ReactNode;

// Small diagrams drawn in code, one motif per card chosen and varied by its seed: a graph of linked
// nodes, bars, layered stores, a flow, a dot matrix, rings. Lines take the tile's colour; highlights the accent.
const motifs: Draw[] = [
  (next) => {
    const nodes = Array.from({ length: 5 }, () => [10 + next() * 36, 10 + next() * 36] as const);
    return (
      <>
        {nodes.slice(1).map(([x, y], i) => (
          <line key={`l${i}`} x1={nodes[i]![0]} y1={nodes[i]![1]} x2={x} y2={y} stroke="currentColor" strokeOpacity="0.5" />
        ))}
        {nodes.map(([x, y], i) => (
          <circle key={`n${i}`} cx={x} cy={y} r={i === 0 ? 4 : 2.5} className={i === 0 ? "fill-accent-500" : "fill-current"} />
        ))}
      </>
    );
  },
  (next) =>
    Array.from({ length: 5 }, (_, i) => {
      const h = 10 + next() * 30;
      return (
        <rect
          key={i}
          x={8 + i * 8.5}
          y={48 - h}
          width="5"
          height={h}
          rx="1.5"
          className={i === 3 ? "fill-accent-500" : "fill-current"}
          fillOpacity={i === 3 ? 1 : 0.35 + i * 0.1}
        />
      );
    }),
  (next) => {
    const lift = next() * 4;
    return [0, 1, 2].map((i) => (
      <rect
        key={i}
        x={10 + i * 3}
        y={30 - i * 10 - lift}
        width={30}
        height={12}
        rx="3"
        fill="none"
        stroke="currentColor"
        strokeOpacity={0.4 + i * 0.25}
        className={i === 2 ? "stroke-accent-500" : undefined}
        strokeWidth="1.5"
      />
    ));
  },
  (next) => {
    const a = 10 + next() * 36;
    const b = 10 + next() * 36;
    return (
      <>
        <path
          d={`M6 ${a.toFixed(1)} C 22 ${b.toFixed(1)}, 34 ${(56 - b).toFixed(1)}, 50 ${(56 - a).toFixed(1)}`}
          fill="none"
          stroke="currentColor"
          strokeOpacity="0.45"
          strokeWidth="1.5"
        />
        <path
          d={`M6 ${(56 - a).toFixed(1)} C 22 ${(56 - b).toFixed(1)}, 34 ${b.toFixed(1)}, 50 ${a.toFixed(1)}`}
          fill="none"
          className="stroke-accent-500"
          strokeWidth="1.5"
        />
        <circle cx="6" cy={a} r="2.5" className="fill-current" />
        <circle cx="50" cy={a} r="2.5" className="fill-accent-500" />
      </>
    );
  },
  (next) =>
    Array.from({ length: 16 }, (_, i) => {
      const on = next() > 0.7;
      return (
        <circle
          key={i}
          cx={10 + (i % 4) * 12}
          cy={10 + Math.floor(i / 4) * 12}
          r={on ? 3 : 2}
          className={on ? "fill-accent-500" : "fill-current"}
          fillOpacity={on ? 1 : 0.3}
        />
      );
    }),
  (next) => {
    const angle = next() * Math.PI * 2;
    return (
      <>
        {[8, 14, 20].map((r) => (
          <circle key={r} cx="28" cy="28" r={r} fill="none" stroke="currentColor" strokeOpacity={0.5 - r / 60} strokeWidth="1.5" />
        ))}
        <circle cx={28 + Math.cos(angle) * 20} cy={28 + Math.sin(angle) * 20} r="3.5" className="fill-accent-500" />
        <circle cx="28" cy="28" r="3" className="fill-current" />
      </>
    );
  },
];

/** A card's own small piece of art, the same on the server and in the browser for a given seed. */
export function CardArt({ seed, className }: { seed: number; className?: string }) {
  const draw = motifs[seed % motifs.length]!;
  return (
    <svg viewBox="0 0 56 56" className={cn("size-14 shrink-0 rounded-xl", className)} aria-hidden="true">
      {draw(seededRandom(seed % 233280))}
    </svg>
  );
}
