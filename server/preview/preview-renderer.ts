// The content preview's renderer, in a worker thread (render-worker.ts starts it). It runs with CONTENT_ROOT set to the
// drafts' folder, so the server bundle it imports reads the drafts: a bundle's content is read once, when its modules
// are evaluated, and each worker evaluates them afresh.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parentPort, workerData } from "node:worker_threads";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import type { RenderAnswer, RenderRequest, WorkerMessage } from "./messages";

const port = parentPort;
if (!port) throw new Error("The preview renderer runs only as a worker thread");
const { buildDir } = workerData as { buildDir: string };
const send = (message: WorkerMessage) => port.postMessage(message);
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * What stopped a render, in the editor's terms: every problem of the drafts (file, field and message, as the build
 * lists them), or the error itself when the drafts are valid (a fault of the code, not of the content).
 */
async function explain(errors: unknown[]): Promise<string> {
  const stopped = errors.map(messageOf).join("\n\n");
  try {
    // Imported here: a module that read the drafts at its evaluation would otherwise fail this worker's start.
    const { validateSiteContent, describeProblem } = await import("#app/.server/content/validate-site-content.ts");
    const problems = validateSiteContent();
    return problems.length ? `Invalid content:\n${problems.map((problem) => `  - ${describeProblem(problem)}`).join("\n")}` : stopped;
  } catch {
    return stopped;
  }
}

/** The errors a request's loaders or rendering raised, by request: a 500's cause is shown to the editor. */
const raised = new WeakMap<Request, unknown[]>();

async function loadHandler() {
  const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
  const module = {
    ...build.entry.module,
    handleError: (error: unknown, { request }: { request: Request }) => raised.get(request)?.push(error),
  };
  return createRequestHandler({ ...build, entry: { ...build.entry, module } }, "production");
}

async function render(handler: Awaited<ReturnType<typeof loadHandler>>, url: string): Promise<RenderAnswer> {
  const request = new Request(url);
  const errors: unknown[] = [];
  raised.set(request, errors);
  // No request facts: public pages render as they do when pre-rendered (no nonce, no lead pipeline, no search).
  const response = await handler(request, new RouterContextProvider());
  if (response.status >= 500 && errors.length) return { kind: "problem", message: await explain(errors) };
  return {
    kind: "page",
    status: response.status,
    contentType: response.headers.get("Content-Type") ?? "text/plain; charset=utf-8",
    location: response.headers.get("Location"),
    body: await response.text(),
  };
}

try {
  const handler = await loadHandler();
  port.on("message", ({ id, url }: RenderRequest) => {
    render(handler, url).then(
      (answer) => send({ type: "answer", id, answer }),
      (error: unknown) => send({ type: "answer", id, answer: { kind: "problem", message: messageOf(error) } }),
    );
  });
  send({ type: "ready" });
} catch (error) {
  send({ type: "failed", message: await explain([error]) });
}
