import { useLocation } from "react-router";
import type { HeaderNavigation } from "#content/schema/navigation.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { MenuGroupItems, MenuPanelLinks, MenuPanelTitle, type MenuGroupProps } from "./menu-panel-parts";
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
        <MenuPanelTitle close={{ popoverTarget: PANEL_ID, popoverTargetAction: "hide" }} />
        <MenuPanelLinks navigation={navigation} pathname={pathname} Group={DetailsGroup} />
      </div>
    </div>
  );
}

/** A group as <details>, the current page's open. */
function DetailsGroup({ menu, active }: MenuGroupProps) {
  return (
    <li>
      <details open={active} className="group">
        <summary className="flex h-12 cursor-pointer list-none items-center justify-between rounded-control px-3 font-semibold text-ink-900 hover:bg-ink-50 [&::-webkit-details-marker]:hidden">
          {menu.label}
          <Icon name="chevron-down" className="size-5 transition-transform group-open:rotate-180" />
        </summary>
        <MenuGroupItems menu={menu} />
      </details>
    </li>
  );
}
