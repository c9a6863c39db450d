import type { Diagram as DiagramData } from "#content/schema/diagram.ts";
import { layoutDiagram, layoutOutline, type DiagramOutline } from "#app/lib/diagram-layout.ts";
import { cn } from "#app/lib/cn.ts";
import { groupTone, NodeShape, NodeText } from "./diagram-shapes";

export type DiagramDrawing = Pick<DiagramData, "slug" | "columns" | "rows" | "nodes" | "groups" | "edges">;

type DiagramProps = {
  diagram: DiagramDrawing;
  /** The ids of the visible title and description that name and describe the drawing. */
  labelledBy: string;
  describedBy?: string;
  className?: string;
};

/** One renderer for every diagram of the gallery: groups behind, arrows, then boxes with their labels. */
export function Diagram({ diagram, labelledBy, describedBy, className }: DiagramProps) {
  const layout = layoutDiagram(diagram);
  const arrow = `${diagram.slug}-arrow`;
  return (
    <svg
      role="img"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      className={cn("h-auto w-full", className)}
    >
      <defs>
        <marker id={arrow} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
          <path d="M0 0L10 5L0 10Z" className="fill-ink-600" />
        </marker>
      </defs>
      {layout.groups.map((group) => (
        <g key={group.label}>
          <rect x={group.x} y={group.y} width={group.w} height={group.h} rx="14" className={groupTone[group.tone]} />
          <text x={group.x + 14} y={group.y + 20} fontSize="12" fontWeight="700" letterSpacing="0.06em" className="fill-ink-700">
            {group.label.toUpperCase()}
          </text>
        </g>
      ))}
      {layout.edges.map((edge) => (
        <path
          key={edge.key}
          d={edge.d}
          fill="none"
          strokeWidth="1.5"
          markerEnd={`url(#${arrow})`}
          className={cn("stroke-ink-600", edge.dashed && "[stroke-dasharray:6_4]")}
        />
      ))}
      {layout.nodes.map((node) => (
        <g key={node.id} strokeWidth="1.5">
          <NodeShape node={node} />
          <NodeText node={node} />
        </g>
      ))}
      {layout.edges
        .filter((edge) => edge.label)
        .map((edge) => (
          <g key={`${edge.key}-label`}>
            <rect
              x={edge.labelAt.x - edge.label!.length * 3.4 - 6}
              y={edge.labelAt.y - 10}
              width={edge.label!.length * 6.8 + 12}
              height="20"
              rx="10"
              className="fill-white stroke-ink-200"
            />
            <text x={edge.labelAt.x} y={edge.labelAt.y + 4} textAnchor="middle" fontSize="11" className="fill-ink-700">
              {edge.label}
            </text>
          </g>
        ))}
    </svg>
  );
}

/** A light preview of the same drawing for the gallery grid: shapes and arrows, no words (the card names it). */
export function DiagramThumbnail({ outline, className }: { outline: DiagramOutline; className?: string }) {
  const layout = layoutOutline(outline);
  return (
    <svg aria-hidden="true" focusable="false" viewBox={`0 0 ${layout.width} ${layout.height}`} className={cn("w-full", className)}>
      {layout.groups.map((group) => (
        <rect
          key={group.label}
          x={group.x}
          y={group.y}
          width={group.w}
          height={group.h}
          rx="14"
          className={groupTone[group.tone]}
          strokeWidth="2"
        />
      ))}
      {layout.edges.map((edge) => (
        <path key={edge.key} d={edge.d} fill="none" strokeWidth="3" className="stroke-ink-300" />
      ))}
      {layout.nodes.map((node) => (
        <g key={node.id} strokeWidth="3">
          <NodeShape node={node} />
        </g>
      ))}
    </svg>
  );
}
