import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, isRouteErrorResponse, type EntryContext, type RouterContextProvider } from "react-router";
import { NonceProvider } from "#app/lib/nonce.tsx";
import { requestFacts } from "#app/.server/request-context.ts";

// The server fills each request's context under the build's own context key (server/app.ts): it reaches this module
// through the build, never by importing it, so the key exists once.
export { requestFacts } from "#app/.server/request-context.ts";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status, headers });
  const nonce = loadContext.get(requestFacts).cspNonce;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Wait for everything: pages are small, and whole documents hash and cache cleanly.
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce ?? ""}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // Every Suspense boundary in place in the HTML. Past this size React sends a finished boundary after the rest
        // of the page, hidden, and an inline script reveals it a frame (or 300 ms) later: until then the home page's
        // deferred sections (app/rendering/deferred-section.tsx) are empty placeholders, even to hydration.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          shellRendered = true;
          const body = new PassThrough();
          headers.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(createReadableStreamFromReadable(body), { headers, status }));
          pipe(body);
        },
        onShellError: reject,
        onError(error: unknown) {
          status = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000).unref();
  });
}

/** Logs real server errors only: unmatched URLs and aborted requests are not faults. */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(error);
}
