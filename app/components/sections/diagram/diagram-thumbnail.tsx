import { layoutOutline, type DiagramOutline } from "#app/lib/diagram-layout.ts";
import { cn } from "#app/lib/cn.ts";
import { NodeShape, toneClasses } from "./diagram-shapes";

/** A light preview of the same drawing for the lightbox's strip: shapes and arrows, no words (the strip names it). */
export function DiagramThumbnail({ outline, className }: { outline: DiagramOutline; className?: string }) {
  const layout = layoutOutline(outline);
  const classes = toneClasses.light;
  return (
    <svg aria-hidden="true" viewBox={`0 0 ${layout.width} ${layout.height}`} className={cn("w-full", className)}>
      {layout.groups.map((group) => (
        <rect
          key={group.label}
          x={group.x}
          y={group.y}
          width={group.w}
          height={group.h}
          rx="14"
          className={classes.group[group.tone]}
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
