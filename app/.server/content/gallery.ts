import { diagramSchema, type Diagram } from "#content/schema/diagram.ts";
import { acrossProblems, outlineOf } from "#app/lib/diagram-layout.ts";
import { paths } from "#shared/paths.ts";
import { seedOf } from "#app/lib/seeded-random.ts";
import { breadcrumbTrail } from "./breadcrumbs";
import { readCollection, readSingleton } from "./content-files";
import { checkReferences } from "./references";
import { offeringCatalogue, offeringTargets } from "./services";
import { fillSiteTokensDeep } from "./site";
import { validateContent } from "./validate";

const source = "content/gallery/";
const pageSource = "content/pages/gallery.yaml";

/** At least nine diagrams, unique slugs, and every label short enough to fit its box. */
const diagramsSchema = diagramSchema
  .array()
  .min(9)
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((diagram, index) => {
      if (seen.has(diagram.slug)) ctx.addIssue({ code: "custom", path: [index, "slug"], message: `"${diagram.slug}" is used twice` });
      seen.add(diagram.slug);
      for (const problem of acrossProblems(diagram))
        ctx.addIssue({ code: "custom", path: [index, ...problem.path], message: problem.message });
    });
  });

export function validateDiagrams(entries: unknown, file = source): Diagram[] {
  const valid = fillSiteTokensDeep(validateContent(diagramsSchema, entries, file), file);
  checkReferences(file, valid, "services", (diagram) => diagram.services, offeringTargets());
  return valid;
}

let cached: { diagrams: Diagram[]; page: ReturnType<typeof pageCopy> } | undefined;
function pageCopy() {
  return fillSiteTokensDeep(readSingleton("galleryPage"), pageSource);
}
function load() {
  cached ??= { diagrams: validateDiagrams(readCollection("gallery")), page: pageCopy() };
  return cached;
}

/** Every gallery drawing, validated. */
export function listDiagrams(): Diagram[] {
  return load().diagrams;
}

/** What a diagram's own page shows of it, and what the lightbox loads from that page when it opens. */
function diagramItem(diagram: Diagram) {
  const { slug, title, kind, caption, description, columns, rows, nodes, groups, edges } = diagram;
  return { slug, title, kind, caption, description, href: paths.galleryItem(slug), drawing: { slug, columns, rows, nodes, groups, edges } };
}

/**
 * A card of the grid and its lightbox: the words they show, the drawing without its detail lines and arrow
 * labels for the card's crop, and a wordless outline for the lightbox's strip. The full drawing is a file of
 * its own, fetched when the lightbox opens it, so the page carries it once.
 */
function galleryItem(diagram: Diagram) {
  const { slug, title, kind, caption, columns, rows, groups } = diagram;
  return {
    slug,
    title,
    kind,
    caption,
    href: paths.galleryItem(slug),
    drawingHref: paths.galleryDrawing(slug),
    crop: {
      columns,
      rows,
      groups,
      nodes: diagram.nodes.map(({ detail: _detail, ...node }) => node),
      edges: diagram.edges.map(({ label: _label, ...edge }) => edge),
    },
    outline: outlineOf(diagram),
  };
}
/** A card as the browser gets it: the gallery's loader draws the crop into static HTML and drops its data. */
export type GalleryItem = Omit<ReturnType<typeof galleryItem>, "crop">;

/** Each diagram's page and its drawing's file. */
export function galleryPaths(): string[] {
  return load().diagrams.flatMap((diagram) => [paths.galleryItem(diagram.slug), paths.galleryDrawing(diagram.slug)]);
}

/** The full drawing the lightbox renders, or null for an unknown slug. */
export function getDiagramDrawing(slug: string | undefined) {
  const diagram = load().diagrams.find((each) => each.slug === slug);
  return diagram ? diagramItem(diagram).drawing : null;
}

export function getGalleryPage() {
  const { diagrams, page } = load();
  const { breadcrumb, detail: _detail, ...copy } = page;
  return { page: copy, breadcrumbs: breadcrumbTrail({ label: breadcrumb, path: paths.gallery }), items: diagrams.map(galleryItem) };
}

/** The boxes in words, band by band: the diagram's text alternative beyond its description. */
function componentsInWords(diagram: Diagram) {
  const inside = (group: Diagram["groups"][number], node: Diagram["nodes"][number]) =>
    node.col >= group.col && node.col + node.span <= group.col + group.cols && node.row >= group.row && node.row < group.row + group.rows;
  const describe = (node: Diagram["nodes"][number]) => (node.detail ? `${node.label}: ${node.detail}` : node.label);
  const grouped = diagram.groups.map((group) => ({
    heading: group.label,
    items: diagram.nodes.filter((node) => inside(group, node)).map(describe),
  }));
  const loose = diagram.nodes.filter((node) => !diagram.groups.some((group) => inside(group, node))).map(describe);
  return [...grouped.filter((group) => group.items.length), ...(loose.length ? [{ heading: null, items: loose }] : [])];
}

/** One diagram's page (the lightbox's counterpart without JavaScript), or null for an unknown slug. */
export function getDiagramPage(slug: string | undefined) {
  const { diagrams, page } = load();
  const diagram = diagrams.find((each) => each.slug === slug);
  if (!diagram) return null;
  const item = diagramItem(diagram);
  const { offerings } = offeringCatalogue();
  return {
    meta: { title: page.detail.metaTitle.replace("{title}", diagram.title), description: diagram.caption, path: item.href },
    breadcrumbs: breadcrumbTrail({ label: page.breadcrumb, path: paths.gallery }, { label: diagram.title, path: item.href }),
    item,
    artSeed: seedOf(diagram.slug),
    components: { title: page.detail.componentsTitle, groups: componentsInWords(diagram) },
    services: {
      title: page.detail.servicesTitle,
      items: diagram.services
        .map((each) => offerings.find((offering) => offering.slug === each)!)
        .map((offering) => ({ label: offering.title, href: offering.href })),
    },
    back: page.detail.back,
    scrollHint: page.lightbox.scrollHint,
    cta: page.cta,
  };
}
export type DiagramPageData = NonNullable<ReturnType<typeof getDiagramPage>>;
