import type { SaveCheck } from "#app/.server/content-editor/check-save.ts";
import type { ProposedSave } from "#app/.server/content-editor/save-checks.ts";

/**
 * What the server asks its content-check worker: check this save against the content folder at `root`, or (without
 * a save) check the whole folder, as a publish does before it builds.
 */
export type CheckRequest = { id: number; root: string; save?: ProposedSave };

/**
 * The worker's answer: the save's outcome, the tree's problems in words (none: it is valid), or the error that stopped
 * it (a fault of the code, not the content).
 */
export type CheckAnswer = { id: number; result: SaveCheck } | { id: number; problems: string[] } | { id: number; error: string };
