import type { HeaderNavigation } from "#content/schema/navigation.ts";
import { ButtonLink, Link } from "#app/components/ui/link.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { DesktopNav } from "./desktop-nav";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { PopoverMenu } from "./popover-menu";
import { SearchButton } from "#app/components/search/search-button.tsx";

/**
 * The site header: transparent over the page's dark top, solid once the page has scrolled. Which one is its
 * `data-scrolled` attribute, kept by the head script (app/lib/header-scroll.ts) on every page, hydrated or not; the
 * look follows in CSS (app/app.css, "The site header's two looks"). On a page without scripts
 * (`scripts` false) the phone menu is a popover and the search a plain link.
 */
export function Header({ navigation, siteName, scripts = true }: { navigation: HeaderNavigation; siteName: string; scripts?: boolean }) {
  return (
    <header
      data-scrolled="false"
      // The head script may have marked it scrolled before React hydrates.
      suppressHydrationWarning
      className="fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow,backdrop-filter] duration-300"
    >
      <Container className="flex h-header items-center justify-between gap-6">
        <Link href="/" className="header-logo rounded-control">
          <Logo name={siteName} />
          <span className="sr-only"> home</span>
        </Link>
        <DesktopNav navigation={navigation} />
        <div className="flex items-center gap-2">
          <SearchButton opensDialog={scripts} />
          <ButtonLink href={navigation.contact.href} size="sm" className="header-contact max-sm:hidden">
            {navigation.contact.label}
          </ButtonLink>
          {/* Only the server renders a page without scripts: the browser's bundle leaves the popover menu out. */}
          {scripts || !import.meta.env.SSR ? <MobileMenu navigation={navigation} /> : <PopoverMenu navigation={navigation} />}
        </div>
      </Container>
    </header>
  );
}
