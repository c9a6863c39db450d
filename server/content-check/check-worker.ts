// The content editor's save checks and a publish's check of its snapshot, in a worker thread (save-checker.ts starts it
// through render-worker.ts): parsing and checking the whole content tree take the time of this thread, never the server's.
import { parentPort } from "node:worker_threads";
import { checkSave } from "#app/.server/content-editor/check-save.ts";
import { describeProblem, validateSiteContent } from "#app/.server/content/validate-site-content.ts";
import type { CheckAnswer, CheckRequest } from "./messages";

const port = parentPort;
if (!port) throw new Error("The content check runs only as a worker thread");

port.on("message", ({ id, root, save }: CheckRequest) => {
  let answer: CheckAnswer;
  try {
    answer = save
      ? { id, result: checkSave(root, save, validateSiteContent) }
      : { id, problems: validateSiteContent(root).map(describeProblem) };
  } catch (error) {
    answer = { id, error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(answer);
});
