import { useEffect, useState } from "react";
import type { DiagramDrawing } from "#app/components/sections/diagram/diagram.tsx";

type DrawingState = { status: "loading" } | { status: "ready"; drawing: DiagramDrawing } | { status: "failed" };

/** Fetches a diagram's drawing once per visit to the page and keeps it; a failure is an answer, never a crash. */
export function useDrawing(item: { slug: string; drawingHref: string } | undefined): DrawingState {
  const [drawings, setDrawings] = useState<Record<string, DiagramDrawing | "failed">>({});
  const known = item ? drawings[item.slug] : undefined;

  useEffect(() => {
    if (!item || known) return;
    const controller = new AbortController();
    const settle = (value: DiagramDrawing | "failed") => setDrawings((all) => ({ ...all, [item.slug]: value }));
    fetch(item.drawingHref, { signal: controller.signal, headers: { Accept: "application/json" } })
      .then((response) =>
        response.ok ? (response.json() as Promise<DiagramDrawing>) : Promise.reject(new Error(`HTTP ${response.status}`)),
      )
      .then(settle, () => controller.signal.aborted || settle("failed"));
    return () => controller.abort();
  }, [item, known]);

  if (known === "failed") return { status: "failed" };
  return known ? { status: "ready", drawing: known } : { status: "loading" };
}
