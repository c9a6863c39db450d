import type { Diagram, DiagramNodeKind } from "#content/schema/diagram.ts";

type Geometry = {
  cellW: number;
  cellH: number;
  insetX: number;
  /** From a cell's top to its box: room for a band's label. */
  nodeTop: number;
  nodeH: number;
  lineHeight: number;
  maxLines: number;
  /** Room kept between a label and its box's sides. */
  textPad: number;
  /** An arrow's label and a band's: larger drawn down, where the drawing is scaled down to a phone's width. */
  edgeFontSize: number;
  groupFontSize: number;
};

// The grid every diagram is drawn on, in SVG user units.
const PAD = 16;
const CHAR_W = 7.6;
const DETAIL_CHAR_W = 6.4;
/** A band's label in capitals, letter-spaced: about this wide a character for each unit of its size. */
const GROUP_CHAR_W_PER_UNIT = 8.8 / 12;
export const GROUP_LABEL_X = 14;

/** Across: the source's columns left to right, a box two lines and a detail line tall. */
const ACROSS: Geometry = {
  cellW: 224,
  cellH: 124,
  insetX: 16,
  nodeTop: 32,
  nodeH: 76,
  lineHeight: 17,
  maxLines: 2,
  textPad: 12,
  edgeFontSize: 11.5,
  groupFontSize: 12,
};

/**
 * Down, for a phone or a narrow panel: the source's columns become rows and its rows columns, the detail
 * lines are left out (the gallery page lists them in words), and a label may take three lines. The drawing is about
 * 380 units wide whatever its rows, so on a 390 px phone, in a box about 320 px wide, its smallest text
 * (13.5 units: bands and arrow labels) renders at 11 px or more.
 */
export const DOWN_WIDTH = 380;
const DOWN_ROW: Omit<Geometry, "cellW"> = {
  cellH: 116,
  insetX: 8,
  nodeTop: 28,
  nodeH: 64,
  lineHeight: 16,
  maxLines: 3,
  textPad: 8,
  edgeFontSize: 13.5,
  groupFontSize: 13.5,
};
const downGeometry = (rows: number): Geometry => ({ ...DOWN_ROW, cellW: Math.floor((DOWN_WIDTH - 2 * PAD) / rows) });

export type Orientation = "across" | "down";

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
export type DiagramLayout = {
  width: number;
  height: number;
  lineHeight: number;
  edgeFontSize: number;
  groupFontSize: number;
  nodes: PlacedNode[];
  groups: PlacedGroup[];
  edges: PlacedEdge[];
};

/** How many characters of a label fit on one line of a box `span` columns wide (drawn across). */
export function charsPerLine(span: number, detail = false): number {
  return lineChars(ACROSS, span, detail ? DETAIL_CHAR_W : CHAR_W);
}

const lineChars = (g: Geometry, cells: number, charW = CHAR_W) => Math.floor((cells * g.cellW - 2 * g.insetX - 2 * g.textPad) / charW);

type Drawable = Pick<Diagram, "columns" | "rows" | "nodes" | "groups" | "edges">;

/** Labels and detail lines too long for their boxes drawn across, each with its path in the drawing. */
export function acrossProblems(drawing: Pick<Drawable, "nodes">): { path: (string | number)[]; message: string }[] {
  return drawing.nodes.flatMap((node, position) => {
    const max = charsPerLine(node.span);
    const maxDetail = charsPerLine(node.span, true);
    return [
      ...(wrapLabel(node.label, max)
        ? []
        : [{ path: ["nodes", position, "label"], message: `does not fit on two lines of ${max} characters` }]),
      ...(node.detail && node.detail.length > maxDetail
        ? [{ path: ["nodes", position, "detail"], message: `longer than the ${maxDetail} characters that fit` }]
        : []),
    ];
  });
}

/**
 * What keeps a drawing from being drawn down (a label too long for its narrower box, or a band's label
 * for its band); empty when it can be. Pages draw such a diagram across, scrolling sideways on a phone.
 */
export function downProblems(drawing: Pick<Drawable, "rows" | "nodes" | "groups">): string[] {
  const geometry = downGeometry(drawing.rows);
  const boxChars = lineChars(geometry, 1);
  const problems = drawing.nodes
    .filter((node) => !wrapLabel(node.label, boxChars, geometry.maxLines))
    .map((node) => `"${node.label}" does not fit on ${geometry.maxLines} lines of ${boxChars} characters when drawn down`);
  for (const group of drawing.groups) {
    const room = Math.floor((group.rows * geometry.cellW - 8 - GROUP_LABEL_X - 6) / (GROUP_CHAR_W_PER_UNIT * geometry.groupFontSize));
    if (group.label.length > room)
      problems.push(`the band "${group.label}" is longer than the ${room} characters that fit when drawn down`);
  }
  return problems;
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

/** Drawn down, arrows leave a box's bottom and bend in the gap above the next box, so the flow reads downward. */
function routeDown(a: Box, b: Box, gap: number): { d: string; labelAt: { x: number; y: number } } {
  const below = b.y >= a.y + a.h;
  const above = b.y + b.h <= a.y;
  if (!below && !above) {
    // Side by side the arrow is too short to hold its label: the label sits under the pair, clear of the bends above the next row.
    const sideways = route(a, b, gap);
    return { ...sideways, labelAt: { x: sideways.labelAt.x, y: Math.max(a.y + a.h, b.y + b.h) + 14 } };
  }
  const overlapX = Math.max(a.x, b.x) < Math.min(a.x + a.w, b.x + b.w);
  if (overlapX) return route(a, b, gap);
  const sx = a.x + a.w / 2;
  const ex = b.x + b.w / 2;
  const sy = below ? a.y + a.h : a.y;
  const ey = below ? b.y : b.y + b.h;
  const bend = below ? ey - gap : ey + gap;
  return { d: `M${sx} ${sy}V${bend}H${ex}V${ey}`, labelAt: { x: (sx + ex) / 2, y: bend } };
}

/** An arrow from box a to box b: straight when they share a row or column, else one elbow in the gap. */
function route(a: Box, b: Box, gap: number): { d: string; labelAt: { x: number; y: number } } {
  const acy = a.y + a.h / 2;
  const bcy = b.y + b.h / 2;
  const rightward = b.x >= a.x + a.w;
  const leftward = b.x + b.w <= a.x;
  if (rightward || leftward) {
    const sx = rightward ? a.x + a.w : a.x;
    const ex = rightward ? b.x : b.x + b.w;
    if (acy === bcy) return { d: `M${sx} ${acy}H${ex}`, labelAt: { x: (sx + ex) / 2, y: acy } };
    // The bend sits in the gap just before the target, so fan-in arrows share one vertical.
    const bend = rightward ? ex - gap : ex + gap;
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

/** The rows a gallery card's crop shows: a drawing's middle three, or all of a shorter one centred in the same height. */
export function cropWindow(layout: Pick<DiagramLayout, "width" | "height">, rows = 3): { x: number; y: number; w: number; h: number } {
  const h = 2 * PAD + rows * ACROSS.cellH;
  return { x: 0, y: (layout.height - h) / 2, w: layout.width, h };
}

/** Lays out an outline with the same geometry as the full diagram it came from (drawn across). */
export function layoutOutline(outline: DiagramOutline): DiagramLayout {
  return layoutDiagram({
    columns: outline.columns,
    rows: outline.rows,
    nodes: outline.nodes.map((node, at) => ({ ...node, id: String(at), label: "" })),
    groups: outline.groups.map((group, at) => ({ ...group, label: String(at) })),
    edges: outline.edges.map(([from, to]) => ({ from: String(from), to: String(to), dashed: false })),
  });
}

/**
 * Places a drawing's groups, boxes and arrows on its grid, across (as written) or down (columns as rows).
 * Labels are assumed to fit (the loaders check, and pages draw down only what `downProblems` accepts).
 */
export function layoutDiagram(diagram: Drawable, orientation: Orientation = "across"): DiagramLayout {
  const down = orientation === "down";
  const g = down ? downGeometry(diagram.rows) : ACROSS;
  // Drawn down, a box's column is its row and its span runs downward.
  const cell = (col: number, row: number, cols: number, rows: number) =>
    down ? { x: row, y: col, w: rows, h: cols } : { x: col, y: row, w: cols, h: rows };
  const nodes = diagram.nodes.map((node) => {
    const at = cell(node.col, node.row, node.span, 1);
    const chars = lineChars(g, down ? 1 : node.span);
    return {
      id: node.id,
      kind: node.kind,
      x: PAD + at.x * g.cellW + g.insetX,
      y: PAD + at.y * g.cellH + g.nodeTop,
      w: at.w * g.cellW - 2 * g.insetX,
      h: (at.h - 1) * g.cellH + g.nodeH,
      lines: wrapLabel(node.label, chars, g.maxLines) ?? [node.label],
      detail: down ? undefined : node.detail,
    };
  });
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const groups = diagram.groups.map((group) => {
    const at = cell(group.col, group.row, group.cols, group.rows);
    return {
      label: group.label,
      tone: group.tone,
      x: PAD + at.x * g.cellW + 4,
      y: PAD + at.y * g.cellH + 4,
      w: at.w * g.cellW - 8,
      h: at.h * g.cellH - 8,
    };
  });
  const edges = diagram.edges.map((edge) => {
    const [a, b] = [byId.get(edge.from)!, byId.get(edge.to)!];
    return {
      key: `${edge.from}>${edge.to}`,
      dashed: edge.dashed,
      label: edge.label,
      ...(down ? routeDown(a, b, (g.cellH - g.nodeH) / 2) : route(a, b, g.insetX)),
    };
  });
  const size = cell(diagram.columns, diagram.rows, 0, 0);
  return {
    width: 2 * PAD + size.x * g.cellW,
    height: 2 * PAD + size.y * g.cellH,
    lineHeight: g.lineHeight,
    edgeFontSize: g.edgeFontSize,
    groupFontSize: g.groupFontSize,
    nodes,
    groups,
    edges,
  };
}
