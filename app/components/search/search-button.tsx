import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { Icon } from "#app/components/ui/icon.tsx";
// Not from lib/search.ts: that module would then join the shell chunk whole, for every page.
import { paths } from "#shared/paths.ts";
import { isSearchShortcut } from "#app/lib/search-shortcut.ts";

const loadDialog = () => import("./search-dialog");
const SearchDialog = lazy(() => loadDialog().then((module) => ({ default: module.SearchDialog })));

/**
 * The header's search. A link to /search without JavaScript (and on a page without scripts, where the head script
 * makes the shortcuts follow it: app/lib/search-shortcut.ts); with it, it opens the search dialog, as do
 * ⌘K / Ctrl+K and "/" (outside text fields). The dialog's code loads when the pointer or focus reaches the
 * link, or on the first shortcut, so a page whose search is never used does not download it; what is typed
 * while it loads is kept for the field.
 */
export function SearchButton({ opensDialog = true }: { opensDialog?: boolean }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const returnFocus = useRef<HTMLElement | null>(null);
  // The characters typed between the shortcut and the dialog's field taking focus (its code may still be
  // loading); null while nothing is held.
  const typedAhead = useRef<string | null>(null);
  const show = useCallback(() => {
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    typedAhead.current = "";
    setWanted(true);
    setOpen(true);
  }, []);
  const close = useCallback(() => {
    setOpen(false);
    returnFocus.current?.focus();
  }, []);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (typedAhead.current !== null) {
        if (event.key.length === 1 && !event.metaKey && !event.ctrlKey) {
          typedAhead.current += event.key;
          event.preventDefault();
        }
        return;
      }
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      show();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [show]);
  return (
    <>
      <a
        href={paths.search}
        aria-haspopup={opensDialog ? "dialog" : undefined}
        aria-keyshortcuts="Control+K Meta+K /"
        onPointerEnter={loadDialog}
        onFocus={loadDialog}
        onClick={(event) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          show();
        }}
        className="header-button flex h-11 items-center gap-2 rounded-control px-3 text-sm font-medium max-xl:w-11 max-xl:justify-center max-xl:px-0"
      >
        <Icon name="search" className="size-5" />
        <span className="max-xl:sr-only">Search</span>
      </a>
      {wanted && (
        <Suspense fallback={null}>
          <SearchDialog open={open} onClose={close} typedAheadRef={typedAhead} />
        </Suspense>
      )}
    </>
  );
}
