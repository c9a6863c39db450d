/**
 * Keystatic 0.6.9 gives the Markdoc editor's link button the accessible name "Divider", the name of the button
 * beside it, so a screen reader announces two dividers and no link. Its tooltip already says "Link": this gives the
 * button that name too. The link button is the one whose command looks for a link mark around the selection.
 */
const LINK_BUTTON_NAMED_DIVIDER = /"aria-label": "Divider",(?=\s*command: \(state_0, dispatch\) => \{\s*const aroundFrom = markAround\()/g;

export function fixKeystaticLabels(code: string): string {
  return code.replace(LINK_BUTTON_NAMED_DIVIDER, '"aria-label": "Link",');
}

/** How many buttons in `code` are still misnamed: 0 once fixed, and 0 in a version that fixed it upstream. */
export const misnamedLinkButtons = (code: string) => [...code.matchAll(LINK_BUTTON_NAMED_DIVIDER)].length;
