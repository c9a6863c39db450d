import { cn } from "#app/lib/cn.ts";

// Seven colleagues in front of a shared dashboard, drawn in code: x is the centre, s the scale, and the
// classes give skin-neutral heads and varied clothing from the brand palette.
const people = [
  { x: 120, s: 0.92, body: "fill-brand-700", head: "fill-brand-200" },
  { x: 215, s: 1.02, body: "fill-accent-700", head: "fill-brand-300" },
  { x: 310, s: 0.96, body: "fill-brand-500", head: "fill-brand-200" },
  { x: 400, s: 1.08, body: "fill-brand-900", head: "fill-brand-300" },
  { x: 490, s: 0.98, body: "fill-accent-500", head: "fill-brand-200" },
  { x: 585, s: 1.04, body: "fill-brand-600", head: "fill-brand-300" },
  { x: 680, s: 0.9, body: "fill-brand-800", head: "fill-brand-200" },
];
const bars = [52, 78, 64, 96, 84, 118, 102];

function Person({ x, s, body, head }: (typeof people)[number]) {
  return (
    <g transform={`translate(${x} 420) scale(${s})`}>
      <path d="M-58 0 C-58 -70 -40 -104 0 -104 C40 -104 58 -70 58 0 Z" className={body} />
      <path d="M-18 -102 L0 -80 L18 -102" className="fill-none stroke-white/50" strokeWidth="4" strokeLinejoin="round" />
      <circle cy="-140" r="32" className={head} />
    </g>
  );
}

/** The original site's group photo, as an illustration: no photograph of anyone (docs/design.md). */
export function GroupIllustration({ label, className }: { label: string; className?: string }) {
  return (
    <svg viewBox="0 0 800 420" role="img" aria-label={label} className={cn("h-auto w-full", className)}>
      <rect x="70" y="24" width="660" height="250" rx="20" className="fill-brand-950" />
      <rect x="96" y="50" width="260" height="14" rx="7" className="fill-white/25" />
      <rect x="96" y="74" width="160" height="10" rx="5" className="fill-white/15" />
      {bars.map((height, index) => (
        <rect
          key={index}
          x={100 + index * 36}
          y={244 - height}
          width="22"
          height={height}
          rx="4"
          className={index === 5 ? "fill-accent-400" : "fill-brand-500"}
        />
      ))}
      <polyline
        points="400,220 450,196 500,204 550,160 600,170 650,120 700,108"
        className="fill-none stroke-accent-300"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      {[450, 550, 650].map((cx, index) => (
        <circle key={cx} cx={cx} cy={[196, 160, 120][index]} r="7" className="fill-accent-300" />
      ))}
      <rect x="0" y="412" width="800" height="8" rx="4" className="fill-ink-200" />
      {people.map((person) => (
        <Person key={person.x} {...person} />
      ))}
    </svg>
  );
}
