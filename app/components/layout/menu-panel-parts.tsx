import type { ComponentProps, ComponentType } from "react";
import type { HeaderMenu, HeaderNavigation, NavLink } from "#content/schema/navigation.ts";
import { ButtonLink, Link } from "#app/components/ui/link.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { matchesRoute } from "#app/lib/site-url.ts";
import { isHeaderMenu } from "./header-entries";

// The phone menu's contents, shared by the React panel (mobile-menu-panel.tsx) and the popover of pages without
// scripts (popover-menu.tsx): they differ only in how they open, close and fold their groups.

/** The panel's title bar; `close` is what the close button does (a click handler or a popover target). */
export function MenuPanelTitle({ close }: { close: Omit<ComponentProps<"button">, "type" | "className" | "children"> }) {
  return (
    <div className="flex h-header items-center justify-between border-b border-ink-100 px-5">
      <span className="font-semibold text-ink-900">Menu</span>
      <button type="button" className="flex size-11 items-center justify-center rounded-control text-ink-700 hover:bg-ink-100" {...close}>
        <Icon name="x" className="size-6" />
        <span className="sr-only">Close menu</span>
      </button>
    </div>
  );
}

/** A menu group as one panel folds it: `active` when the current page is one of its links. */
export type MenuGroupProps = { menu: HeaderMenu; active: boolean };

/** The header's links and groups, then careers, then the contact button. */
export function MenuPanelLinks({
  navigation,
  pathname,
  Group,
}: {
  navigation: HeaderNavigation;
  pathname: string;
  Group: ComponentType<MenuGroupProps>;
}) {
  return (
    <>
      <nav aria-label="Mobile" className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="space-y-1">
          {navigation.header.map((entry) =>
            isHeaderMenu(entry) ? (
              <Group key={entry.label} menu={entry} active={matchesRoute(pathname, entry.activeFor)} />
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
    </>
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

/** A group's own links, indented under its heading. */
export function MenuGroupItems({ menu, ...list }: { menu: HeaderMenu } & Pick<ComponentProps<"ul">, "id" | "hidden">) {
  return (
    <ul {...list} className="mb-2 ml-3 border-l border-ink-200 pl-3">
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
  );
}
