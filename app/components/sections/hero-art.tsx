import { useId } from "react";
import { seededRandom } from "#app/lib/seeded-random.ts";

/** A quiet network mesh drawn in code: nodes and links fading into the banner's right edge. */
export function HeroArt({ seed = 7 }: { seed?: number }) {
  // Ids of its own, so a page may show the art twice (banner and closing call to action).
  const id = useId();
  const points = meshPoints(seed);
  return (
    <svg
      className="pointer-events-none absolute inset-0 h-full w-full"
      viewBox="0 0 1200 520"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <radialGradient id={`${id}-glow`} cx="78%" cy="30%" r="60%">
          <stop offset="0" stopColor="var(--color-brand-500)" stopOpacity="0.45" />
          <stop offset="1" stopColor="var(--color-brand-950)" stopOpacity="0" />
        </radialGradient>
        <linearGradient id={`${id}-fade`} x1="0" x2="1">
          <stop offset="0.25" stopColor="white" stopOpacity="0" />
          <stop offset="1" stopColor="white" stopOpacity="1" />
        </linearGradient>
        <mask id={`${id}-mask`}>
          <rect width="1200" height="520" fill={`url(#${id}-fade)`} />
        </mask>
      </defs>
      <rect width="1200" height="520" fill={`url(#${id}-glow)`} />
      <g mask={`url(#${id}-mask)`} stroke="var(--color-brand-300)" strokeOpacity="0.22" strokeWidth="1">
        {points.flatMap((a, i) =>
          points.slice(i + 1).map((b, j) =>
            Math.hypot(a[0] - b[0], a[1] - b[1]) < 190 ? <line key={`${i}-${j}`} x1={a[0]} y1={a[1]} x2={b[0]} y2={b[1]} /> : null,
          ),
        )}
        {points.map(([x, y], i) => (
          <circle key={i} cx={x} cy={y} r={i % 5 === 0 ? 3.5 : 2} fill={i % 5 === 0 ? "var(--color-accent-400)" : "var(--color-brand-300)"} stroke="none" fillOpacity={0.8} />
        ))}
      </g>
    </svg>
  );
}

/** Deterministic pseudo-random points, so a page draws the same art on the server and in the browser. */
function meshPoints(seed: number): [number, number][] {
  // Each piece of art keeps the starting state it was first drawn with, so its picture never changes.
  const next = seededRandom(seed * 9301 + 49297);
  return Array.from({ length: 46 }, () => [Math.round(380 + next() * 820), Math.round(next() * 520)]);
}
