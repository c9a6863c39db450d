const separator = " | ";

/** The document title: the page's own title followed by the site's name (the home page's title already names it). */
export function withSiteName(title: string, siteName: string, path: string): string {
  return path === "/" || !siteName ? title : `${title}${separator}${siteName}`;
}

/** The page's own title back from a document title made by `withSiteName`. */
export function withoutSiteName(documentTitle: string, siteName: string): string {
  const suffix = `${separator}${siteName}`;
  return documentTitle.endsWith(suffix) ? documentTitle.slice(0, -suffix.length) : documentTitle;
}
