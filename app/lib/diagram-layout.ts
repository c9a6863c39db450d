import type { Diagram, DiagramNodeKind } from "#content/schema/diagram.ts";

// The grid every diagram is drawn on, in SVG user units.
const CELL_W = 224;
const CELL_H = 124;
const PAD = 16;
const NODE_INSET_X = 16;
const NODE_TOP = 32;
const NODE_H = 76;
const CHAR_W = 7.6;
const DETAIL_CHAR_W = 6.4;
const TEXT_PAD = 12;

export type PlacedNode = {
  id: string;
  kind: DiagramNodeKind;
  x: number;
  y: number;
  w: number;
  h: number;
  lines: string[];
  detail?: string;
};
export type PlacedGroup = { label: string; tone: "brand" | "accent" | "neutral"; x: number; y: number; w: number; h: number };
export type PlacedEdge = { key: string; d: string; dashed: boolean; label?: string; labelAt: { x: number; y: number } };
export type DiagramLayout = { width: number; height: number; nodes: PlacedNode[]; groups: PlacedGroup[]; edges: PlacedEdge[] };

/** How many characters of a label fit on one line of a box `span` columns wide. */
export function charsPerLine(span: number, detail = false): number {
  return Math.floor((span * CELL_W - 2 * NODE_INSET_X - 2 * TEXT_PAD) / (detail ? DETAIL_CHAR_W : CHAR_W));
}

/** Greedy word wrap; null when a word is too long for a line or the text needs more than `maxLines`. */
export function wrapLabel(text: string, maxChars: number, maxLines = 2): string[] | null {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    if (word.length > maxChars) return null;
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= maxChars) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.length <= maxLines ? lines : null;
}

type Box = { x: number; y: number; w: number; h: number };

/** An arrow from box a to box b: straight when they share a row or column, else one elbow in the gap. */
function route(a: Box, b: Box): { d: string; labelAt: { x: number; y: number } } {
  const acy = a.y + a.h / 2;
  const bcy = b.y + b.h / 2;
  const rightward = b.x >= a.x + a.w;
  const leftward = b.x + b.w <= a.x;
  if (rightward || leftward) {
    const sx = rightward ? a.x + a.w : a.x;
    const ex = rightward ? b.x : b.x + b.w;
    if (acy === bcy) return { d: `M${sx} ${acy}H${ex}`, labelAt: { x: (sx + ex) / 2, y: acy } };
    // The bend sits in the gap just before the target, so fan-in arrows share one vertical.
    const bend = rightward ? ex - NODE_INSET_X : ex + NODE_INSET_X;
    return { d: `M${sx} ${acy}H${bend}V${bcy}H${ex}`, labelAt: { x: bend, y: (acy + bcy) / 2 } };
  }
  const x = (Math.max(a.x, b.x) + Math.min(a.x + a.w, b.x + b.w)) / 2;
  const down = b.y > a.y;
  const sy = down ? a.y + a.h : a.y;
  const ey = down ? b.y : b.y + b.h;
  return { d: `M${x} ${sy}V${ey}`, labelAt: { x, y: (sy + ey) / 2 } };
}

/**
 * A diagram reduced to what its thumbnail draws: boxes, bands and arrows by position, no words.
 * The gallery page ships only this; the full drawing is loaded when the lightbox opens it.
 */
export type DiagramOutline = {
  columns: number;
  rows: number;
  nodes: Pick<Diagram["nodes"][number], "kind" | "col" | "row" | "span">[];
  groups: Omit<Diagram["groups"][number], "label">[];
  /** Arrows as [from, to] indexes into `nodes`. */
  edges: [number, number][];
};

export function outlineOf(diagram: Pick<Diagram, "columns" | "rows" | "nodes" | "groups" | "edges">): DiagramOutline {
  const index = new Map(diagram.nodes.map((node, at) => [node.id, at]));
  return {
    columns: diagram.columns,
    rows: diagram.rows,
    nodes: diagram.nodes.map(({ kind, col, row, span }) => ({ kind, col, row, span })),
    groups: diagram.groups.map(({ label: _label, ...group }) => group),
    edges: diagram.edges.map((edge) => [index.get(edge.from)!, index.get(edge.to)!]),
  };
}

/** Lays out an outline with the same geometry as the full diagram it came from. */
export function layoutOutline(outline: DiagramOutline): DiagramLayout {
  return layoutDiagram({
    columns: outline.columns,
    rows: outline.rows,
    nodes: outline.nodes.map((node, at) => ({ ...node, id: String(at), label: "" })),
    groups: outline.groups.map((group, at) => ({ ...group, label: String(at) })),
    edges: outline.edges.map(([from, to]) => ({ from: String(from), to: String(to), dashed: false })),
  });
}

/** Places a diagram's groups, boxes and arrows on its grid. Labels are assumed to fit (the loader checks). */
export function layoutDiagram(diagram: Pick<Diagram, "columns" | "rows" | "nodes" | "groups" | "edges">): DiagramLayout {
  const nodes = diagram.nodes.map((node) => ({
    id: node.id,
    kind: node.kind,
    x: PAD + node.col * CELL_W + NODE_INSET_X,
    y: PAD + node.row * CELL_H + NODE_TOP,
    w: node.span * CELL_W - 2 * NODE_INSET_X,
    h: NODE_H,
    lines: wrapLabel(node.label, charsPerLine(node.span)) ?? [node.label],
    detail: node.detail,
  }));
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const groups = diagram.groups.map((group) => ({
    label: group.label,
    tone: group.tone,
    x: PAD + group.col * CELL_W + 4,
    y: PAD + group.row * CELL_H + 4,
    w: group.cols * CELL_W - 8,
    h: group.rows * CELL_H - 8,
  }));
  const edges = diagram.edges.map((edge) => ({
    key: `${edge.from}>${edge.to}`,
    dashed: edge.dashed,
    label: edge.label,
    ...route(byId.get(edge.from)!, byId.get(edge.to)!),
  }));
  return { width: 2 * PAD + diagram.columns * CELL_W, height: 2 * PAD + diagram.rows * CELL_H, nodes, groups, edges };
}
