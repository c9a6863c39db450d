import type { SaveCheck } from "#app/.server/content-editor/check-save.ts";
import type { ProposedSave } from "#app/.server/content-editor/save-checks.ts";

/** What the server asks its content-check worker: check this save against the content folder at `root`. */
export type CheckRequest = { id: number; root: string; save: ProposedSave };

/** The worker's answer: the check's outcome, or the error that stopped it (a fault of the code, not the content). */
export type CheckAnswer = { id: number; result: SaveCheck } | { id: number; error: string };
