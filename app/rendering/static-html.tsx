/**
 * HTML made on the server from trusted content: a Markdown body, or a section with nothing to hydrate
 * (app/rendering/render-static.server.tsx). `data-static-html` (kept last, next to the HTML) lets the build drop the
 * string from the page's inline hydration data (scripts/static-html-payload.ts): React does not compare or
 * re-apply `dangerouslySetInnerHTML` when it hydrates, so the browser keeps the HTML it already has, and the
 * section's components stay out of the page's JavaScript.
 */
export function StaticHtml({ html, className }: { html: string; className?: string }) {
  return <div className={className} data-static-html="" dangerouslySetInnerHTML={{ __html: html }} />;
}
