import { useId } from "react";
import { cn } from "#app/lib/cn.ts";
import { seededRandom } from "#app/lib/seeded-random.ts";

export const W = 480;
export const H = 400;
const HUB = { x: 240, y: 200 };

/** Spread n boxes down the picture, each nudged a little by the seed. */
function column(count: number, next: () => number): number[] {
  const gap = (H - 80) / count;
  return Array.from({ length: count }, (_, i) => Math.round(40 + gap * (i + 0.5) + (next() - 0.5) * gap * 0.3));
}

/**
 * A data-flow diagram drawn in code for one topic card: sources on the left feed a governed hub that
 * serves reports on the right. The seed sets how many of each and where, so every topic has its own.
 * Pages show it through <TopicArt>, as a file drawn from this at build; development draws it inline.
 */
export function TopicArtDrawing({ seed, className, idPrefix }: { seed: number; className?: string; idPrefix?: string }) {
  const generatedId = useId();
  const id = idPrefix ?? generatedId;
  // Each piece of art keeps the starting state it was first drawn with, so its picture never changes.
  const next = seededRandom((seed * 7919 + 104729) % 233280);
  const sources = column(3 + Math.floor(next() * 3), next);
  const outputs = column(2 + Math.floor(next() * 3), next);
  const accentSource = Math.floor(next() * sources.length);
  const accentOutput = Math.floor(next() * outputs.length);
  const bars = outputs.map(() => [next(), next(), next(), next()]);
  return (
    <svg viewBox={`0 0 ${W} ${H}`} className={cn("block", className)} aria-hidden="true" focusable="false">
      <defs>
        <pattern id={`${id}-dots`} width="24" height="24" patternUnits="userSpaceOnUse">
          <circle cx="12" cy="12" r="1.2" fill="white" fillOpacity="0.14" />
        </pattern>
        <radialGradient id={`${id}-glow`} r="0.5">
          <stop offset="0" stopColor="var(--color-accent-400)" stopOpacity="0.35" />
          <stop offset="1" stopColor="var(--color-accent-400)" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width={W} height={H} fill={`url(#${id}-dots)`} />
      <circle cx={HUB.x} cy={HUB.y} r="150" fill={`url(#${id}-glow)`} />
      <g fill="none" strokeWidth="1.5">
        {sources.map((y, i) => (
          <path
            key={`in-${y}`}
            d={`M110 ${y} C 170 ${y}, 170 ${HUB.y}, ${HUB.x - 48} ${HUB.y}`}
            stroke={i === accentSource ? "var(--color-accent-400)" : "var(--color-brand-300)"}
            strokeOpacity={i === accentSource ? 0.9 : 0.4}
            strokeDasharray={i === accentSource ? "6 6" : undefined}
          />
        ))}
        {outputs.map((y, i) => (
          <path
            key={`out-${y}`}
            d={`M${HUB.x + 48} ${HUB.y} C 310 ${HUB.y}, 310 ${y}, 370 ${y}`}
            stroke={i === accentOutput ? "var(--color-accent-400)" : "var(--color-brand-300)"}
            strokeOpacity={i === accentOutput ? 0.9 : 0.4}
            strokeDasharray={i === accentOutput ? "6 6" : undefined}
          />
        ))}
        <circle cx={HUB.x} cy={HUB.y} r="78" stroke="var(--color-brand-300)" strokeOpacity="0.25" strokeDasharray="2 8" />
        <circle cx={HUB.x} cy={HUB.y} r="110" stroke="var(--color-brand-300)" strokeOpacity="0.12" />
      </g>
      {sources.map((y) => (
        <g key={`source-${y}`}>
          <rect
            x="30"
            y={y - 15}
            width="80"
            height="30"
            rx="8"
            fill="white"
            fillOpacity="0.08"
            stroke="var(--color-brand-300)"
            strokeOpacity="0.45"
          />
          <circle cx="46" cy={y} r="4" fill="var(--color-brand-300)" fillOpacity="0.8" />
          <rect x="58" y={y - 3} width="40" height="6" rx="3" fill="white" fillOpacity="0.35" />
        </g>
      ))}
      <g>
        <circle cx={HUB.x} cy={HUB.y} r="48" fill="var(--color-brand-700)" stroke="var(--color-accent-400)" strokeWidth="2" />
        {/* Three stacked layers: the governed platform at the centre of every engagement. */}
        {[-14, 0, 14].map((dy, i) => (
          <path
            key={dy}
            d={`M${HUB.x - 20} ${HUB.y + dy} L${HUB.x} ${HUB.y + dy - 9} L${HUB.x + 20} ${HUB.y + dy} L${HUB.x} ${HUB.y + dy + 9} Z`}
            fill={i === 0 ? "var(--color-accent-400)" : "white"}
            fillOpacity={i === 0 ? 0.95 : 0.25 + i * 0.2}
          />
        ))}
      </g>
      {outputs.map((y, i) => (
        <g key={`output-${y}`}>
          <rect
            x="370"
            y={y - 22}
            width="84"
            height="44"
            rx="8"
            fill="white"
            fillOpacity="0.08"
            stroke="var(--color-brand-300)"
            strokeOpacity="0.45"
          />
          {bars[i]!.map((height, b) => {
            const h = 8 + height * 22;
            return (
              <rect
                key={b}
                x={382 + b * 16}
                y={y + 14 - h}
                width="9"
                height={h}
                rx="2"
                fill={i === accentOutput && b === 3 ? "var(--color-accent-400)" : "var(--color-brand-300)"}
                fillOpacity={i === accentOutput && b === 3 ? 0.95 : 0.55}
              />
            );
          })}
        </g>
      ))}
    </svg>
  );
}
