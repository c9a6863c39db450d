/** True for links that leave the site: absolute http(s) URLs. */
export function isExternal(href: string): boolean {
  return /^https?:\/\//.test(href);
}

/** How an external link opens: in a new tab that gets no handle on this page. */
export const newTab = { target: "_blank", rel: "noopener noreferrer" } as const;
