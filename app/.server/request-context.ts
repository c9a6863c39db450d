import { createContext, RouterContextProvider, type RouterContext } from "react-router";
import type { Downloads } from "#server/downloads/runtime.ts";
import type { LeadRuntime } from "#server/leads/runtime.ts";
import type { StaffRuntime } from "#server/staff/runtime.ts";
import type { SiteSearch } from "#server/search/site-search.ts";
import type { Publisher } from "#server/publish/publisher.ts";
import type { ContentPreview } from "#server/preview/content-preview.ts";
import type { ContentSaveChecks } from "#server/content-check/save-checker.ts";
import type { AppServices } from "#server/app-services.ts";

/** What the Express server hands each request's loaders and actions. */
export type RequestFacts = {
  /** Per-request CSP nonce; absent while pages are pre-rendered (those get script hashes instead). */
  cspNonce?: string;
  /** The lead pipeline (server/index.ts); absent while pre-rendering. */
  leads?: LeadRuntime;
  /** The staff area's sign-in (server/staff/runtime.ts), on the lead pipeline's database; absent while pre-rendering. */
  staff?: StaffRuntime;
  /** The built whitepaper PDFs and their link signer (server/index.ts); absent while pre-rendering. */
  downloads?: Downloads;
  /** The site search over the build's index (server/index.ts); absent while pre-rendering. */
  search?: SiteSearch;
  /** The build folder the server answers from now (server/live-build.ts); absent while pre-rendering and in development. */
  liveBuild?: { dir: string };
  /** Publishing the content (server/publish/publisher.ts); absent while pre-rendering and in development. */
  publisher?: Publisher;
  /** Renders public pages from the saved drafts (server/preview/); absent while pre-rendering and under Vite. */
  contentPreview?: ContentPreview;
  /** Checks the content editor's saves in a worker thread (server/content-check/); absent under Vite, where they run in-process. */
  contentChecks?: ContentSaveChecks;
  /** The server's operations the loaders and actions call (server/app-services.ts); absent while pre-rendering. */
  services?: AppServices;
  /** The client's address as Express resolves it (trust proxy aware), for rate limits. */
  clientIp?: string;
};

/**
 * Read with `context.get(requestFacts)`; empty while pre-rendering, where no server passes any. A context is known by
 * identity, so it is made here once, in the app's build: the server never imports this module, and sets each
 * request's facts under the key the build's entry exports (app/entry.server.tsx, server/app.ts).
 */
export const requestFacts: RouterContext<RequestFacts> = createContext<RequestFacts>({});

/** Whether a request came through the server (which passes its facts), not from the build pre-rendering a page. */
export function servedLive(context: Readonly<RouterContextProvider>): boolean {
  return Object.keys(context.get(requestFacts)).length > 0;
}

/** The router context of one request (React Router 8, with middleware, takes a context provider, not a plain object). */
export function requestContext(facts: RequestFacts): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestFacts, facts);
  return context;
}

/** The server's operations for this request; a 503 where no server passes them (a page pre-rendered by the build). */
export function appServices(context: Readonly<RouterContextProvider>): AppServices {
  const { services } = context.get(requestFacts);
  if (!services) throw new Response("Unavailable", { status: 503, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return services;
}
