import { PassThrough } from "node:stream";
import { createElement, Suspense, use } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { inlineScripts } from "#server/csp.ts";
import type { SiteScript } from "./site-script";

/**
 * The scripts React's server renderer writes for a Suspense boundary it sends apart from the shell (as it does for a
 * large one even when waiting for the whole page, as app/entry.server.tsx does), read from the installed react-dom by
 * rendering such a boundary the same way: the shell's timing script, and the boundary's completion (React's runtime
 * and its call, `$RC("B:0","S:0")`, the runtime sent once per page).
 */
async function probe(): Promise<string[]> {
  const later = new Promise<string>((resolve) => setTimeout(() => resolve("text "), 0));
  function Late() {
    // Over React's progressive chunk size (12,800 bytes), so the boundary is sent as its own segment.
    return createElement("p", null, use(later).repeat(4_000));
  }
  const boundary = () => createElement(Suspense, { fallback: createElement("p", null, "…") }, createElement(Late));
  const page = createElement("html", null, createElement("body", null, boundary(), boundary()));
  const html = await new Promise<string>((resolve, reject) => {
    const { pipe } = renderToPipeableStream(page, {
      onAllReady() {
        const out = new PassThrough();
        let text = "";
        out.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
        out.on("end", () => resolve(text));
        pipe(out);
      },
      onShellError: reject,
    });
  });
  return inlineScripts(html);
}

const COMPLETE_CALL = /^\$RC\("B:[0-9a-f]+","S:[0-9a-f]+"\)$/;

export async function reactScripts(): Promise<SiteScript[]> {
  const scripts = await probe();
  const [shellTime, firstCompletion] = scripts;
  const runtime = firstCompletion?.replace(/\$RC\("B:0","S:0"\)$/, "");
  if (scripts.length !== 3 || !shellTime || !runtime || runtime === firstCompletion || !COMPLETE_CALL.test(scripts[2]!))
    throw new Error(
      `react-dom no longer writes a streamed Suspense boundary as scripts/csp/react-scripts.ts expects: ${scripts.join(" | ")}`,
    );
  return [
    { name: "React's streaming timer (react-dom/server)", is: (script) => script === shellTime },
    {
      name: "React's Suspense boundary completion (react-dom/server)",
      is: (script) => COMPLETE_CALL.test(script) || (script.startsWith(runtime) && COMPLETE_CALL.test(script.slice(runtime.length))),
    },
  ];
}
