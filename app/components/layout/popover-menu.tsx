import { useLocation } from "react-router";
import type { HeaderMenu, HeaderNavigation, NavLink } from "#content/schema/navigation.ts";
import { ButtonLink, Link } from "#app/components/ui/link.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { matchesRoute } from "#app/lib/site-url.ts";
import { isHeaderMenu } from "./header-entries";
import { menuButtonClass } from "./mobile-menu";

const PANEL_ID = "site-menu";

/**
 * The phone menu of a page without scripts (app/rendering/page-scripts.ts): the same links as the React menu
 * (mobile-menu-panel.tsx), in the HTML, opened by the platform's popover. The button opens it, Escape, a tap
 * outside or the close button close it, focus moves on into it from the button and back when it closes, all done
 * by the browser; groups are <details>, the current route's open. A link loads its page.
 */
export function PopoverMenu({ navigation }: { navigation: HeaderNavigation }) {
  const { pathname } = useLocation();
  return (
    <div className="lg:hidden">
      <button type="button" popoverTarget={PANEL_ID} className={menuButtonClass}>
        <Icon name="menu" className="size-6" />
        <span className="sr-only">Open menu</span>
      </button>
      <div
        id={PANEL_ID}
        popover="auto"
        role="dialog"
        aria-label="Site menu"
        className="inset-y-0 right-0 left-auto m-0 h-dvh border-0 max-h-none w-[min(22rem,88vw)] flex-col bg-white p-0 text-ink-900 shadow-raised backdrop:bg-ink-950/50 backdrop:backdrop-blur-sm open:flex"
      >
        <div className="flex h-header items-center justify-between border-b border-ink-100 px-5">
          <span className="font-semibold text-ink-900">Menu</span>
          <button
            type="button"
            popoverTarget={PANEL_ID}
            popoverTargetAction="hide"
            className="flex size-11 items-center justify-center rounded-control text-ink-700 hover:bg-ink-100"
          >
            <Icon name="x" className="size-6" />
            <span className="sr-only">Close menu</span>
          </button>
        </div>
        <nav aria-label="Mobile" className="flex-1 overflow-y-auto px-3 py-4">
          <ul className="space-y-1">
            {navigation.header.map((entry) =>
              isHeaderMenu(entry) ? (
                <MenuGroup key={entry.label} menu={entry} open={matchesRoute(pathname, entry.activeFor)} />
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

function MenuGroup({ menu, open }: { menu: HeaderMenu; open: boolean }) {
  return (
    <li>
      <details open={open} className="group">
        <summary className="flex h-12 cursor-pointer list-none items-center justify-between rounded-control px-3 font-semibold text-ink-900 hover:bg-ink-50 [&::-webkit-details-marker]:hidden">
          {menu.label}
          <Icon name="chevron-down" className="size-5 transition-transform group-open:rotate-180" />
        </summary>
        <ul className="mb-2 ml-3 border-l border-ink-200 pl-3">
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
      </details>
    </li>
  );
}
