import { useId } from "react";
import { cn } from "#app/lib/cn.ts";
import { seededRandom } from "#app/lib/seeded-random.ts";

const hues = [
  ["var(--color-brand-700)", "var(--color-brand-950)"],
  ["var(--color-brand-600)", "var(--color-ink-950)"],
  ["var(--color-accent-800)", "var(--color-brand-950)"],
] as const;

/**
 * Cover art drawn in code: a gradient field, a dot matrix and a few flowing paths, unique per seed. Pages show
 * it through <PatternArt>, as a file drawn from this at build; development draws it inline.
 */
export function PatternArtDrawing({ seed, className, idPrefix }: { seed: number; className?: string; idPrefix?: string }) {
  const generatedId = useId();
  const id = idPrefix ?? generatedId;
  // Each piece of art keeps the starting state it was first drawn with, so its picture never changes.
  const next = seededRandom((seed * 7919) % 233280);
  const [from, to] = hues[seed % hues.length] ?? hues[0];
  const dots = Array.from({ length: 12 * 8 }, (_, i) => ({ x: 30 + (i % 12) * 40, y: 30 + Math.floor(i / 12) * 40, o: next() }));
  const paths = Array.from({ length: 4 }, (_, i) => {
    const y = 40 + next() * 260;
    const c1 = next() * 320;
    const c2 = next() * 320;
    return { d: `M0 ${y.toFixed(0)} C 160 ${c1.toFixed(0)}, 320 ${c2.toFixed(0)}, 480 ${(60 + i * 60).toFixed(0)}`, accent: i === 1 };
  });
  const glow = { cx: 120 + next() * 240, cy: 60 + next() * 200 };
  return (
    <svg viewBox="0 0 480 340" preserveAspectRatio="xMidYMid slice" className={cn("block h-full w-full", className)} aria-hidden="true">
      <defs>
        <linearGradient id={`${id}-bg`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
        <pattern id={`${id}-dots`} x="10" y="10" width="40" height="40" patternUnits="userSpaceOnUse">
          <circle cx="20" cy="20" r="1.6" fill="white" fillOpacity="0.2" />
        </pattern>
        <radialGradient id={`${id}-glow`} r="0.5">
          <stop offset="0" stopColor="var(--color-accent-400)" stopOpacity="0.45" />
          <stop offset="1" stopColor="var(--color-accent-400)" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="480" height="340" fill={`url(#${id}-bg)`} />
      <circle cx={glow.cx} cy={glow.cy} r="170" fill={`url(#${id}-glow)`} />
      {/* The faint grid is one pattern rather than a hundred circles: a lighter DOM hydrates faster. */}
      <rect width="480" height="340" fill={`url(#${id}-dots)`} />
      {dots
        .filter((dot) => dot.o > 0.85)
        .map((dot) => (
          <circle key={`${dot.x}-${dot.y}`} cx={dot.x} cy={dot.y} r="3" fill="var(--color-accent-300)" fillOpacity="0.9" />
        ))}
      {paths.map((path) => (
        <path
          key={path.d}
          d={path.d}
          fill="none"
          stroke={path.accent ? "var(--color-accent-400)" : "var(--color-brand-300)"}
          strokeOpacity={path.accent ? 0.8 : 0.35}
          strokeWidth={path.accent ? 2 : 1.2}
        />
      ))}
    </svg>
  );
}
