/** Every HTML page of the site, for the sitemap and the pre-render list. */
export function pagePaths(): string[] {
  return ["/", "/privacy-policy", "/contact-us"];
}
