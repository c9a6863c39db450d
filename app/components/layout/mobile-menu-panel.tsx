import { useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import type { HeaderMenu, HeaderNavigation, NavLink } from "#content/schema/navigation.ts";
import { ButtonLink, Link } from "#app/components/ui/link.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { cn } from "#app/lib/cn.ts";
import { matchesRoute } from "#app/lib/site-url.ts";
import { isHeaderMenu } from "./header-entries";
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
        <div className="flex h-header items-center justify-between border-b border-ink-100 px-5">
          <span className="font-semibold text-ink-900">Menu</span>
          <button
            type="button"
            className="flex size-11 items-center justify-center rounded-control text-ink-700 hover:bg-ink-100"
            onClick={close}
          >
            <Icon name="x" className="size-6" />
            <span className="sr-only">Close menu</span>
          </button>
        </div>
        <nav aria-label="Mobile" className="flex-1 overflow-y-auto px-3 py-4">
          <ul className="space-y-1">
            {navigation.header.map((entry) =>
              isHeaderMenu(entry) ? (
                <MenuGroup key={entry.label} menu={entry} active={matchesRoute(pathname, entry.activeFor)} />
              ) : (
                <MenuLink key={entry.href} link={entry} />
              ),
            )}
            <MenuLink link={navigation.careers} />
          </ul>
        </nav>
        <div className="border-t border-ink-100 p-5">
          <ButtonLink href={navigation.contact.href} variant="brand" className="w-full">
            {navigation.contact.label}
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}

function MenuLink({ link }: { link: NavLink }) {
  return (
    <li>
      <Link href={link.href} className="flex h-12 items-center rounded-control px-3 font-semibold text-ink-900 hover:bg-ink-50">
        {link.label}
      </Link>
    </li>
  );
}

function MenuGroup({ menu, active }: { menu: HeaderMenu; active: boolean }) {
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
      <ul id={listId} hidden={!expanded} className="mb-2 ml-3 border-l border-ink-200 pl-3">
        {menu.items.map((item) => (
          <li key={item.href}>
            <Link
              href={item.href}
              className="flex min-h-11 items-center rounded-control px-3 text-ink-700 hover:bg-ink-50 hover:text-brand-700"
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}
