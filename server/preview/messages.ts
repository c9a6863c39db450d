/** What the preview's server process asks its render worker (server/preview/render-worker.ts). */
export type RenderRequest = { id: number; url: string };

/** One rendered answer: the page as the public server would send it, or the content problem that stopped it. */
export type RenderAnswer =
  { kind: "page"; status: number; contentType: string; location: string | null; body: string } | { kind: "problem"; message: string };

/** What the worker says: once whether the server bundle loaded with the drafts, then one answer per request. */
export type WorkerMessage = { type: "ready" } | { type: "failed"; message: string } | { type: "answer"; id: number; answer: RenderAnswer };
