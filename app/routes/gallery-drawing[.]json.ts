import type { Route } from "./+types/gallery-drawing[.]json";
import { getDiagramDrawing } from "#app/.server/content/gallery.ts";

/** One diagram's full drawing, pre-rendered as a file: the gallery's lightbox loads it when it opens that diagram. */
export function loader({ params }: Route.LoaderArgs) {
  const drawing = getDiagramDrawing(params.slug);
  if (!drawing) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return Response.json(drawing);
}
