/**
 * Turns a public page's HTML into its preview: every script and script preload removed (hydration would match the
 * preview's address against the public routes, and the preview's CSP allows no script), the <noscript> parts shown
 * (with scripts blocked rather than switched off a browser would skip them, and they hold the web fonts' stylesheet),
 * and `banner` put first in the body, whose `bodyClass` makes room for it.
 */
export function previewDocument(html: string, { banner, bodyClass }: { banner: string; bodyClass: string }): string {
  const classValue = bodyClass.replaceAll("&", "&amp;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, "")
    .replace(/<link\b[^>]*\b(?:rel="modulepreload"|as="script")[^>]*>/gi, "")
    .replace(/<noscript>([\s\S]*?)<\/noscript>/gi, "$1")
    .replace(/<body\b([^>]*)>/i, (_tag, attributes: string) => {
      const withClass = /\bclass="/.test(attributes)
        ? attributes.replace(/\bclass="/, `class="${classValue} `)
        : `${attributes} class="${classValue}"`;
      return `<body${withClass}>${banner}`;
    });
}
