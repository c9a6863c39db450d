import type { DiagramNodeKind } from "#content/schema/diagram.ts";
import type { PlacedGroup, PlacedNode } from "#app/lib/diagram-layout.ts";
import { cn } from "#app/lib/cn.ts";

const CYLINDER_RY = 9;

/** Light: on a white card (the gallery). Dark: on a navy panel (an industry use case). */
export type DiagramTone = "light" | "dark";

type ToneClasses = {
  node: Record<DiagramNodeKind, string>;
  group: Record<PlacedGroup["tone"], string>;
  label: string;
  detail: string;
  groupLabel: string;
  /** A band's label is drawn over the arrows with a halo of the band's colour, so a line never runs through it. */
  groupLabelHalo: Record<PlacedGroup["tone"], string>;
  arrow: string;
  arrowHead: string;
  edgeLabelPill: string;
  edgeLabel: string;
};

export const toneClasses: Record<DiagramTone, ToneClasses> = {
  light: {
    node: {
      source: "fill-white stroke-ink-500",
      process: "fill-brand-50 stroke-brand-600",
      store: "fill-brand-100 stroke-brand-700",
      consumer: "fill-white stroke-accent-700",
      control: "fill-ink-50 stroke-ink-500 [stroke-dasharray:5_4]",
      people: "fill-white stroke-brand-700",
    },
    group: {
      brand: "fill-brand-50 stroke-brand-200",
      accent: "fill-accent-300/15 stroke-accent-500/50",
      neutral: "fill-ink-50 stroke-ink-200",
    },
    label: "fill-ink-900",
    detail: "fill-ink-600",
    groupLabel: "fill-ink-700",
    groupLabelHalo: { brand: "stroke-brand-50", accent: "stroke-white", neutral: "stroke-ink-50" },
    arrow: "stroke-ink-600",
    arrowHead: "fill-ink-600",
    edgeLabelPill: "fill-white stroke-ink-200",
    edgeLabel: "fill-ink-700",
  },
  dark: {
    node: {
      source: "fill-brand-900 stroke-brand-300",
      process: "fill-brand-700 stroke-brand-200",
      store: "fill-brand-600 stroke-accent-300",
      consumer: "fill-brand-900 stroke-accent-400",
      control: "fill-brand-950 stroke-brand-300 [stroke-dasharray:5_4]",
      people: "fill-brand-900 stroke-brand-100",
    },
    group: {
      brand: "fill-white/5 stroke-brand-300/40",
      accent: "fill-accent-400/10 stroke-accent-400/45",
      neutral: "fill-white/[0.03] stroke-white/20",
    },
    label: "fill-white",
    detail: "fill-brand-100",
    groupLabel: "fill-brand-100",
    groupLabelHalo: { brand: "stroke-brand-900", accent: "stroke-brand-900", neutral: "stroke-brand-900" },
    arrow: "stroke-brand-200",
    arrowHead: "fill-brand-200",
    edgeLabelPill: "fill-brand-950 stroke-brand-300/60",
    edgeLabel: "fill-brand-50",
  },
};

/** The outline of one box: a cylinder for a store, a pill for people, a rounded rectangle otherwise. */
export function NodeShape({ node, tone = "light", className }: { node: PlacedNode; tone?: DiagramTone; className?: string }) {
  const { x, y, w, h } = node;
  const classes = cn(toneClasses[tone].node[node.kind], className);
  if (node.kind === "store") {
    const r = CYLINDER_RY;
    return (
      <g className={classes}>
        <path d={`M${x} ${y + r}A${w / 2} ${r} 0 0 1 ${x + w} ${y + r}V${y + h - r}A${w / 2} ${r} 0 0 1 ${x} ${y + h - r}Z`} />
        <path d={`M${x} ${y + r}A${w / 2} ${r} 0 0 0 ${x + w} ${y + r}`} fill="none" />
      </g>
    );
  }
  return <rect x={x} y={y} width={w} height={h} rx={node.kind === "people" ? Math.min(h / 2, 32) : 10} className={classes} />;
}

/** The label (up to three lines) and the optional detail line, centred in the box. */
export function NodeText({ node, lineHeight, tone = "light" }: { node: PlacedNode; lineHeight: number; tone?: DiagramTone }) {
  const detailHeight = node.detail ? 16 : 0;
  const shift = node.kind === "store" ? CYLINDER_RY / 2 : 0;
  const top = node.y + node.h / 2 + shift - (node.lines.length * lineHeight + detailHeight) / 2;
  const cx = node.x + node.w / 2;
  return (
    // Anchor, size, weight and colour come from the group around all the boxes (DiagramBody).
    <text>
      {node.lines.map((line, index) => (
        <tspan key={line} x={cx} y={top + (index + 1) * lineHeight - 4}>
          {line}
        </tspan>
      ))}
      {node.detail && (
        <tspan
          x={cx}
          y={top + node.lines.length * lineHeight + detailHeight - 3}
          fontSize="12"
          fontWeight="400"
          className={toneClasses[tone].detail}
        >
          {node.detail}
        </tspan>
      )}
    </text>
  );
}
