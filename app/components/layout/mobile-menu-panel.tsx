import { useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import type { HeaderNavigation } from "#content/schema/navigation.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { cn } from "#app/lib/cn.ts";
import { MenuGroupItems, MenuPanelLinks, MenuPanelTitle, type MenuGroupProps } from "./menu-panel-parts";
import { useFocusTrap } from "./use-focus-trap";

/**
 * The phone menu's panel, loaded when the menu is first wanted (app/components/layout/mobile-menu.tsx).
 * It mounts closed and opens on the next frame, so it slides in the first time too; the focus trap
 * starts once it is shown (a hidden panel cannot take focus).
 */
export function MobileMenuPanel({
  navigation,
  open,
  onClose: close,
}: {
  navigation: HeaderNavigation;
  open: boolean;
  onClose: () => void;
}) {
  const [shown, setShown] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();

  useEffect(() => {
    const frame = requestAnimationFrame(() => setShown(open));
    return () => cancelAnimationFrame(frame);
  }, [open]);
  useFocusTrap(panelRef, shown, close);
  useEffect(() => {
    document.documentElement.style.overflow = shown ? "hidden" : "";
  }, [shown]);

  // The clipping layer keeps the off-screen panel from widening the page on phones.
  return (
    <div className={cn("fixed inset-0 z-50 overflow-hidden", !shown && "pointer-events-none")}>
      <div
        className={cn(
          "absolute inset-0 bg-ink-950/50 backdrop-blur-sm transition-opacity duration-300",
          shown ? "opacity-100" : "opacity-0",
        )}
        aria-hidden="true"
        onClick={close}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label="Site menu"
        onClick={(event) => {
          if ((event.target as Element).closest("a")) close();
        }}
        className={cn(
          "absolute inset-y-0 right-0 flex w-[min(22rem,88vw)] flex-col bg-white shadow-raised duration-300",
          // Visible at once on opening, so the focus trap can focus inside it; hidden only once it has slid out.
          shown ? "visible translate-x-0 transition-transform" : "invisible translate-x-full transition-[transform,visibility]",
        )}
      >
        <MenuPanelTitle close={{ onClick: close }} />
        <MenuPanelLinks navigation={navigation} pathname={pathname} Group={ButtonGroup} />
      </div>
    </div>
  );
}

/** A group behind a button that folds it, the current page's open at first. */
function ButtonGroup({ menu, active }: MenuGroupProps) {
  const [expanded, setExpanded] = useState(active);
  const listId = useId();
  return (
    <li>
      <button
        type="button"
        className={cn(
          "flex h-12 w-full items-center justify-between rounded-control px-3 font-semibold hover:bg-ink-50",
          active ? "text-brand-700" : "text-ink-900",
        )}
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((value) => !value)}
      >
        {menu.label}
        <Icon name="chevron-down" className={cn("size-5 transition-transform", expanded && "rotate-180")} />
      </button>
      <MenuGroupItems menu={menu} id={listId} hidden={!expanded} />
    </li>
  );
}
