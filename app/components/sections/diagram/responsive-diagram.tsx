import { downProblems } from "#app/lib/diagram-layout.ts";
import { Diagram, type DiagramDrawing } from "./diagram";
import { DiagramFrame } from "./diagram-frame";

type ResponsiveDiagramProps = {
  diagram: DiagramDrawing;
  idPrefix: string;
  /** The frame's name when it scrolls. */
  label: string;
  labelledBy: string;
  describedBy?: string;
  scrollHint: string;
  /**
   * Drawn across and scaled to its box at every width, where a placeholder drawn so holds its place (the lightbox):
   * drawn down or scrolling, it would move what follows when it arrives. The diagram's own page does either.
   */
  scaledToFit?: boolean;
};

/**
 * A gallery diagram in its frame: drawn down below 1024 px when its labels fit that way, so a phone shows all
 * of it at a readable size; otherwise drawn across, scrolling sideways with a visible cue on narrow screens.
 */
export function ResponsiveDiagram({
  diagram,
  idPrefix,
  label,
  labelledBy,
  describedBy,
  scrollHint,
  scaledToFit = false,
}: ResponsiveDiagramProps) {
  const down = !scaledToFit && downProblems(diagram).length === 0;
  const shared = { diagram, idPrefix, labelledBy, describedBy };
  return (
    <DiagramFrame label={label} scrolls={!down && !scaledToFit} scrollHint={scrollHint}>
      {down && <Diagram {...shared} orientation="down" className="mx-auto max-w-[26rem] lg:hidden" />}
      <Diagram {...shared} className={down ? "hidden lg:block" : undefined} />
    </DiagramFrame>
  );
}
