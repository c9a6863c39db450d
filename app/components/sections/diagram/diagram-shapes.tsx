import type { DiagramNodeKind } from "#content/schema/diagram.ts";
import type { PlacedGroup, PlacedNode } from "#app/lib/diagram-layout.ts";
import { cn } from "#app/lib/cn.ts";

const CYLINDER_RY = 9;

export const nodeTone: Record<DiagramNodeKind, string> = {
  source: "fill-white stroke-ink-500",
  process: "fill-brand-50 stroke-brand-600",
  store: "fill-brand-100 stroke-brand-700",
  consumer: "fill-white stroke-accent-700",
  control: "fill-ink-50 stroke-ink-500 [stroke-dasharray:5_4]",
  people: "fill-white stroke-brand-700",
};

export const groupTone: Record<PlacedGroup["tone"], string> = {
  brand: "fill-brand-50 stroke-brand-200",
  accent: "fill-accent-300/15 stroke-accent-500/50",
  neutral: "fill-ink-50 stroke-ink-200",
};

/** The outline of one box: a cylinder for a store, a pill for people, a rounded rectangle otherwise. */
export function NodeShape({ node, className }: { node: PlacedNode; className?: string }) {
  const { x, y, w, h } = node;
  const classes = cn(nodeTone[node.kind], className);
  if (node.kind === "store") {
    const r = CYLINDER_RY;
    return (
      <g className={classes}>
        <path d={`M${x} ${y + r}A${w / 2} ${r} 0 0 1 ${x + w} ${y + r}V${y + h - r}A${w / 2} ${r} 0 0 1 ${x} ${y + h - r}Z`} />
        <path d={`M${x} ${y + r}A${w / 2} ${r} 0 0 0 ${x + w} ${y + r}`} fill="none" />
      </g>
    );
  }
  return <rect x={x} y={y} width={w} height={h} rx={node.kind === "people" ? h / 2 : 10} className={classes} />;
}

/** The label (one or two lines) and the optional detail line, centred in the box. */
export function NodeText({ node }: { node: PlacedNode }) {
  const lineHeight = 17;
  const detailHeight = node.detail ? 16 : 0;
  const shift = node.kind === "store" ? CYLINDER_RY / 2 : 0;
  const top = node.y + node.h / 2 + shift - (node.lines.length * lineHeight + detailHeight) / 2;
  const cx = node.x + node.w / 2;
  return (
    <text textAnchor="middle" className="fill-ink-900 stroke-none">
      {node.lines.map((line, index) => (
        <tspan key={line} x={cx} y={top + (index + 1) * lineHeight - 4} fontSize="14" fontWeight="600">
          {line}
        </tspan>
      ))}
      {node.detail && (
        <tspan x={cx} y={top + node.lines.length * lineHeight + detailHeight - 3} fontSize="12" className="fill-ink-600">
          {node.detail}
        </tspan>
      )}
    </text>
  );
}
