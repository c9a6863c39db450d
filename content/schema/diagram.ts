import { z } from "zod";
import { entryOrder, nonEmpty, pageHero, pageMeta, sectionHeading, slug, ctaLink } from "./fragments";

/** What a box stands for; the renderer gives each kind its own shape and colour. */
export const diagramNodeKinds = ["source", "process", "store", "consumer", "control", "people"] as const;
export type DiagramNodeKind = (typeof diagramNodeKinds)[number];

const cell = () => z.number().int().min(0).max(11);

/** A box on the diagram's grid: its column and row, and how many columns it spans. */
const nodeSchema = z.strictObject({
  id: slug(),
  label: nonEmpty(),
  /** One short line under the label, e.g. the technology. */
  detail: nonEmpty().optional(),
  kind: z.enum(diagramNodeKinds),
  col: cell(),
  row: cell(),
  span: z.number().int().min(1).max(6).default(1),
});

/** A labelled band behind several boxes: a zone, a layer, a domain, a wave. */
const groupSchema = z.strictObject({
  label: nonEmpty(),
  col: cell(),
  row: cell(),
  cols: z.number().int().min(1).max(12),
  rows: z.number().int().min(1).max(12),
  tone: z.enum(["brand", "accent", "neutral"]).default("neutral"),
});

const edgeSchema = z.strictObject({
  from: slug(),
  to: slug(),
  label: nonEmpty().optional(),
  /** Dashed: a control, feedback or governance line rather than data moving. */
  dashed: z.boolean().default(false),
});

/** The grid, boxes, bands and arrows every drawing is made of: a gallery diagram's and an industry use case's. */
export const drawingShape = {
  columns: z.number().int().min(2).max(12),
  rows: z.number().int().min(1).max(12),
  nodes: z.array(nodeSchema).min(3),
  groups: z.array(groupSchema).default([]),
  edges: z.array(edgeSchema).min(2),
};
type DrawingShape = z.infer<z.ZodObject<typeof drawingShape>>;

/** Structural rules (ids, bounds, overlaps, arrow ends); whether labels fit is the loaders' check. */
export function checkDrawing(drawing: DrawingShape, ctx: z.RefinementCtx) {
  const ids = new Set<string>();
  const taken = new Map<string, string>();
  drawing.nodes.forEach((node, index) => {
    if (ids.has(node.id)) ctx.addIssue({ code: "custom", path: ["nodes", index, "id"], message: `"${node.id}" is used twice` });
    ids.add(node.id);
    if (node.col + node.span > drawing.columns || node.row >= drawing.rows) {
      ctx.addIssue({
        code: "custom",
        path: ["nodes", index],
        message: `"${node.id}" lies outside the ${drawing.columns}×${drawing.rows} grid`,
      });
    }
    for (let col = node.col; col < node.col + node.span; col++) {
      const other = taken.get(`${col},${node.row}`);
      if (other) ctx.addIssue({ code: "custom", path: ["nodes", index], message: `"${node.id}" overlaps "${other}"` });
      taken.set(`${col},${node.row}`, node.id);
    }
  });
  drawing.groups.forEach((group, index) => {
    if (group.col + group.cols > drawing.columns || group.row + group.rows > drawing.rows) {
      ctx.addIssue({ code: "custom", path: ["groups", index], message: `"${group.label}" lies outside the grid` });
    }
  });
  drawing.edges.forEach((edge, index) => {
    for (const end of ["from", "to"] as const) {
      if (!ids.has(edge[end])) ctx.addIssue({ code: "custom", path: ["edges", index, end], message: `no node has the id "${edge[end]}"` });
    }
    if (edge.from === edge.to) ctx.addIssue({ code: "custom", path: ["edges", index], message: "an arrow needs two different nodes" });
  });
}

/** The fields of a gallery diagram, as its file holds them (the slug is the file's name). */
const diagramFields = z.strictObject({
  title: nonEmpty(),
  kind: z.enum(["Reference architecture", "Delivery artefact"]),
  caption: z.string().trim().min(40).max(160),
  description: z.array(z.string().trim().min(80)).min(1).max(3),
  ...drawingShape,
  services: z.array(slug()).min(1),
});
/** A file of content/gallery/: one drawing, in the gallery's `order`. */
export const diagramEntrySchema = diagramFields.extend({ order: entryOrder() }).superRefine(checkDrawing);
/** A gallery diagram: a drawing with its title, caption, description and the services behind it. */
export const diagramSchema = diagramFields.extend({ slug: slug() }).superRefine(checkDrawing);
export type Diagram = z.infer<typeof diagramSchema>;
export type DiagramInput = z.input<typeof diagramSchema>;

export const galleryPageSchema = z.strictObject({
  meta: pageMeta(),
  hero: pageHero(),
  breadcrumb: nonEmpty(),
  grid: sectionHeading(),
  /** The lightbox's controls; {index} and {count} are replaced in `position`. */
  lightbox: z.strictObject({
    close: nonEmpty(),
    previous: nonEmpty(),
    next: nonEmpty(),
    position: z.string().includes("{index}").includes("{count}"),
    openPage: nonEmpty(),
    keyboardHint: nonEmpty(),
    loading: nonEmpty(),
    /** Shown when the drawing cannot be fetched; the diagram's own page is linked beside it. */
    loadFailed: nonEmpty(),
    /** The thumbnail strip of every diagram: its heading and the buttons that scroll it. */
    strip: z.strictObject({ label: nonEmpty(), back: nonEmpty(), forward: nonEmpty() }),
    /** Under a diagram too wide for the screen, beside the fade at its edge (the page uses it too). */
    scrollHint: nonEmpty(),
  }),
  detail: z.strictObject({
    /** {title} is replaced by the diagram's title. */
    metaTitle: z.string().includes("{title}"),
    componentsTitle: nonEmpty(),
    servicesTitle: nonEmpty(),
    back: ctaLink(),
  }),
  cta: sectionHeading().extend({ action: ctaLink() }),
});
export type GalleryPage = z.infer<typeof galleryPageSchema>;
