/** Where typing "/" means a slash, not "search": text fields, text areas, selects and editable regions. */
const TEXT_FIELD =
  "textarea,select,[contenteditable]:not([contenteditable=false]),input:not([type=button],[type=checkbox],[type=color],[type=file],[type=image],[type=radio],[type=range],[type=reset],[type=submit])";

/** ⌘K / Ctrl+K, or "/" outside text fields: the keys that open the site search. */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.altKey || (event.target as Element).closest?.(TEXT_FIELD)) return false;
  return event.metaKey || event.ctrlKey ? !event.shiftKey && event.key.toLowerCase() === "k" : event.key === "/";
}

/**
 * Part of the head script of a page without scripts (app/lib/static-page-head-script.ts): the shortcut follows the
 * header's search link (the element that names those keys in aria-keyshortcuts) to the search page, whose empty
 * field takes the focus. Where React runs, the shortcut opens the search dialog instead (search-button.tsx).
 */
export function installSearchShortcut(): void {
  document.addEventListener("keydown", (event) => {
    const link = document.querySelector<HTMLElement>("a[aria-keyshortcuts]");
    if (!link || !isSearchShortcut(event)) return;
    event.preventDefault();
    link.click();
  });
}
