import { lazy, Suspense, useCallback, useState } from "react";
import type { HeaderNavigation } from "#content/schema/navigation.ts";
import { Icon } from "#app/components/ui/icon.tsx";

const loadPanel = () => import("./mobile-menu-panel");
const MobileMenuPanel = lazy(() => loadPanel().then((module) => ({ default: module.MobileMenuPanel })));

/** The phone menu's button, in the header's two looks (also the popover menu's: app/components/layout/popover-menu.tsx). */
export const menuButtonClass = "header-button flex size-11 items-center justify-center rounded-control";

/**
 * The phone menu's button. The panel and its links are loaded and drawn when the menu is first wanted
 * (the pointer or focus reaches the button), not in every page's HTML and first script: without
 * JavaScript the panel cannot open anyway, and the footer carries every link.
 */
export function MobileMenu({ navigation }: { navigation: HeaderNavigation }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const close = useCallback(() => setOpen(false), []);

  return (
    <div className="lg:hidden">
      <button
        type="button"
        className={menuButtonClass}
        aria-expanded={open}
        aria-haspopup="dialog"
        onPointerEnter={loadPanel}
        onFocus={loadPanel}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Icon name="menu" className="size-6" />
        <span className="sr-only">Open menu</span>
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <MobileMenuPanel navigation={navigation} open={open} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
