import type { Diagram as DiagramData } from "#content/schema/diagram.ts";
import { cropWindow, GROUP_LABEL_X, layoutDiagram, type Orientation } from "#app/lib/diagram-layout.ts";
import { Fragment } from "react";
import { cn } from "#app/lib/cn.ts";
import { NodeShape, NodeText, toneClasses, type DiagramTone } from "./diagram-shapes";

export type DiagramDrawing = Pick<DiagramData, "columns" | "rows" | "nodes" | "groups" | "edges">;

type DiagramProps = {
  diagram: DiagramDrawing;
  /** Unique on the page: names the arrowhead marker. */
  idPrefix: string;
  /** The ids of the visible title and description that name and describe the drawing. */
  labelledBy: string;
  describedBy?: string;
  orientation?: Orientation;
  tone?: DiagramTone;
  className?: string;
};

/** One renderer for every diagram (the gallery's and the industry use cases'): bands behind, arrows, then boxes with their labels. */
export function Diagram({ diagram, idPrefix, labelledBy, describedBy, orientation = "across", tone = "light", className }: DiagramProps) {
  const layout = layoutDiagram(diagram, orientation);
  const arrow = `${idPrefix}-${orientation}-arrow`;
  const classes = toneClasses[tone];
  return (
    <svg
      role="img"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      data-orientation={orientation}
      className={cn("h-auto w-full", className)}
    >
      <defs>
        <marker id={arrow} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
          <path d="M0 0L10 5L0 10Z" className={classes.arrowHead} />
        </marker>
      </defs>
      <DiagramBody layout={layout} tone={tone} arrow={arrow} groupFontSize={layout.groupFontSize} />
      {layout.edges
        .filter((edge) => edge.label)
        .map((edge) => {
          const size = layout.edgeFontSize;
          const width = edge.label!.length * size * 0.6 + 12;
          return (
            <g key={`${edge.key}-label`}>
              <rect
                x={edge.labelAt.x - width / 2}
                y={edge.labelAt.y - size * 0.9}
                width={width}
                height={size * 1.8}
                rx={size * 0.9}
                className={classes.edgeLabelPill}
              />
              <text x={edge.labelAt.x} y={edge.labelAt.y + size * 0.35} textAnchor="middle" fontSize={size} className={classes.edgeLabel}>
                {edge.label}
              </text>
            </g>
          );
        })}
    </svg>
  );
}

/** Bands with their names, arrows, and boxes with their labels: what every drawing of a diagram shares. */
function DiagramBody({
  layout,
  tone,
  arrow,
  groupFontSize,
}: {
  layout: ReturnType<typeof layoutDiagram>;
  tone: DiagramTone;
  arrow?: string;
  groupFontSize: number;
}) {
  const classes = toneClasses[tone];
  return (
    <>
      {layout.groups.map((group) => (
        <rect key={group.label} x={group.x} y={group.y} width={group.w} height={group.h} rx="14" className={classes.group[group.tone]} />
      ))}
      {/* Shared attributes sit on the groups (markers and strokes inherit), which keeps the page's HTML small. */}
      <g fill="none" strokeWidth="1.5" markerEnd={arrow && `url(#${arrow})`} className={classes.arrow}>
        {layout.edges.map((edge) => (
          <path key={edge.key} d={edge.d} className={edge.dashed ? "[stroke-dasharray:6_4]" : undefined} />
        ))}
      </g>
      <g fontSize={groupFontSize} fontWeight="700" letterSpacing="0.06em" strokeWidth="5" strokeLinejoin="round" paintOrder="stroke">
        {layout.groups.map((group) => (
          <text
            key={group.label}
            x={group.x + GROUP_LABEL_X}
            y={group.y + 20}
            className={cn(classes.groupLabel, classes.groupLabelHalo[group.tone])}
          >
            {group.label.toUpperCase()}
          </text>
        ))}
      </g>
      <g strokeWidth="1.5" textAnchor="middle" fontSize="14" fontWeight="600" className={classes.label}>
        {layout.nodes.map((node) => (
          <Fragment key={node.id}>
            <NodeShape node={node} tone={tone} />
            <NodeText node={node} lineHeight={layout.lineHeight} tone={tone} />
          </Fragment>
        ))}
      </g>
    </>
  );
}

/** The scale a gallery card draws its crop at: 14-unit labels render at 11.5 px whatever the card's width. */
export const CROP_SCALE = 0.82;

/**
 * A gallery card's picture: the middle of the real drawing at a fixed scale, so its labels read at 11.5 px
 * whatever the card's width, with the bands named and without the detail lines and arrow labels (the card's
 * title names it; the diagram's page and lightbox show it all). Every crop is three rows tall, so cards in a
 * row line up; the card clips the sides. Decorative for assistive technology: the card's link carries its name.
 */
export function DiagramCrop({ diagram, className }: { diagram: DiagramDrawing; className?: string }) {
  const layout = layoutDiagram({
    ...diagram,
    nodes: diagram.nodes.map(({ detail: _detail, ...node }) => node),
    edges: diagram.edges.map(({ label: _label, ...edge }) => edge),
  });
  const view = cropWindow(layout);
  return (
    <svg
      aria-hidden="true"
      viewBox={`${view.x} ${view.y} ${view.w} ${view.h}`}
      width={Math.round(view.w * CROP_SCALE)}
      height={Math.round(view.h * CROP_SCALE)}
      className={cn("block max-w-none", className)}
    >
      <DiagramBody layout={layout} tone="light" groupFontSize={14} />
    </svg>
  );
}
