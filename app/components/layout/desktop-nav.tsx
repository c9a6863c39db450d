import { useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import type { HeaderMenu, HeaderNavigation } from "#content/schema/navigation.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { cn } from "#app/lib/cn.ts";
import { matchesRoute } from "#app/lib/site-url.ts";
import { isHeaderMenu } from "./header-entries";

// Its colours follow the header's look, and data-active, in CSS (app/app.css, "The site header's two looks").
const itemClass =
  "header-nav-item relative flex h-10 items-center gap-1 rounded-control px-2 text-sm font-medium whitespace-nowrap transition-colors xl:px-3 xl:text-[0.9375rem]";
const activeIf = (active: boolean) => (active ? { "data-active": "" } : {});

export function DesktopNav({ navigation }: { navigation: HeaderNavigation }) {
  const { pathname } = useLocation();

  return (
    <nav aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center xl:gap-1">
        {navigation.header.map((entry) =>
          isHeaderMenu(entry) ? (
            <DropdownMenu key={entry.label} menu={entry} active={matchesRoute(pathname, entry.activeFor)} />
          ) : (
            <li key={entry.href}>
              <Link
                href={entry.href}
                className={itemClass}
                {...activeIf(matchesRoute(pathname, [entry.href]))}
                aria-current={pathname === entry.href ? "page" : undefined}
              >
                {entry.label}
              </Link>
            </li>
          ),
        )}
        <li>
          <Link href={navigation.careers.href} className={itemClass}>
            {navigation.careers.label}
          </Link>
        </li>
      </ul>
    </nav>
  );
}

function DropdownMenu({ menu, active }: { menu: HeaderMenu; active: boolean }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // A click right after hovering opened the menu should keep it open, not toggle it shut.
  const openedByHover = useRef(false);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  return (
    <li
      ref={rootRef}
      data-menu
      className="relative"
      onMouseEnter={() => {
        openedByHover.current = !open;
        setOpen(true);
      }}
      onMouseLeave={() => setOpen(false)}
      onClick={(event) => {
        if ((event.target as Element).closest("a")) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={itemClass}
        {...activeIf(active)}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          const keepOpen = openedByHover.current;
          openedByHover.current = false;
          setOpen((value) => !value || keepOpen);
        }}
      >
        {menu.label}
        <Icon name="chevron-down" className={cn("size-4 transition-transform", open && "rotate-180")} />
      </button>
      <div
        id={panelId}
        data-menu-panel
        className={cn(
          "absolute top-full left-1/2 z-50 w-max max-w-[36rem] -translate-x-1/2 pt-3 transition duration-150",
          open ? "visible translate-y-0 opacity-100" : "invisible -translate-y-1 opacity-0",
        )}
      >
        <ul
          className={cn(
            "grid gap-1 rounded-card border border-ink-200 bg-white p-2 text-ink-900 shadow-raised",
            menu.items.length > 8 && "grid-cols-2",
          )}
        >
          {menu.items.map((item) => (
            <li key={item.href}>
              <Link href={item.href} className="block rounded-control px-3 py-2.5 hover:bg-brand-50 focus-visible:bg-brand-50">
                <span className="block text-sm font-semibold text-ink-900">{item.label}</span>
                {item.description && <span className="mt-0.5 block text-sm text-ink-600">{item.description}</span>}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
