import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, isRouteErrorResponse, type AppLoadContext, type EntryContext } from "react-router";
import { NonceProvider } from "#app/lib/nonce.tsx";
import type { LeadRuntime } from "#app/.server/leads/runtime.ts";
import type { Downloads } from "#app/.server/downloads/runtime.ts";
import type { SiteSearch } from "#app/.server/search/site-search.ts";

export const streamTimeout = 5_000;

declare module "react-router" {
  interface AppLoadContext {
    /** Per-request CSP nonce; absent while pages are pre-rendered (those get script hashes instead). */
    cspNonce?: string;
    /** The lead pipeline (server/index.ts); absent while pre-rendering. */
    leads?: LeadRuntime;
    /** The built whitepaper PDFs and their link signer (server/index.ts); absent while pre-rendering. */
    downloads?: Downloads;
    /** The site search over the build's index (server/index.ts); absent while pre-rendering. */
    search?: SiteSearch;
    /** The client's address as Express resolves it (trust proxy aware), for rate limits. */
    clientIp?: string;
  }
}

export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status, headers });
  const nonce = loadContext.cspNonce;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Wait for everything: pages are small, and whole documents hash and cache cleanly.
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce ?? ""}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
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
