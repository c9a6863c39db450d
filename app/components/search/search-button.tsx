import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { Icon } from "#app/components/ui/icon.tsx";
import { cn } from "#app/lib/cn.ts";
// Not from lib/search.ts: that module would then join the shell chunk whole, for every page.
import { paths } from "#app/lib/paths.ts";

const loadDialog = () => import("./search-dialog");
const SearchDialog = lazy(() => loadDialog().then((module) => ({ default: module.SearchDialog })));

/** Where typing "/" means a slash, not "search": text inputs, text areas, selects and editable regions. */
function typingInField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !/^(?:button|checkbox|color|file|image|radio|range|reset|submit)$/.test(target.type);
}

/**
 * The header's search. A link to /search without JavaScript; with it, it opens the search dialog, as do
 * ⌘K / Ctrl+K and "/" (outside text fields). The dialog's code loads when the pointer or focus reaches the
 * link, or on the first shortcut, so a page whose search is never used does not download it; what is typed
 * while it loads is kept for the field.
 */
export function SearchButton({ onDark }: { onDark: boolean }) {
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
      if (event.defaultPrevented || event.altKey || typingInField(event.target)) return;
      const command = (event.metaKey || event.ctrlKey) && !event.shiftKey && event.key.toLowerCase() === "k";
      const slash = event.key === "/" && !event.metaKey && !event.ctrlKey;
      if (!command && !slash) return;
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
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        onPointerEnter={loadDialog}
        onFocus={loadDialog}
        onClick={(event) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          show();
        }}
        className={cn(
          "flex h-11 items-center gap-2 rounded-control px-3 text-sm font-medium max-xl:w-11 max-xl:justify-center max-xl:px-0",
          onDark ? "text-white hover:bg-white/10" : "text-ink-900 hover:bg-ink-100",
        )}
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
