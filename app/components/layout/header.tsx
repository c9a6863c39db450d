import { useEffect } from "react";
import type { HeaderNavigation } from "#content/schema/navigation.ts";
import { ButtonLink, Link } from "#app/components/ui/link.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { cn } from "#app/lib/cn.ts";
import { rememberVisitLanding } from "#app/lib/visit-attribution.ts";
import { DesktopNav } from "./desktop-nav";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { SearchButton } from "#app/components/search/search-button.tsx";
import { useScrolled } from "./use-scrolled";

export function Header({ navigation, siteName }: { navigation: HeaderNavigation; siteName: string }) {
  const scrolled = useScrolled();
  // The header is on every public page: the first one of a visit is kept for the forms (visit-attribution.ts).
  useEffect(rememberVisitLanding, []);
  const onDark = !scrolled;
  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        "fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow,backdrop-filter] duration-300",
        scrolled ? "bg-white/85 shadow-[0_1px_0_var(--color-ink-200)] backdrop-blur-lg" : "surface-dark bg-transparent",
      )}
    >
      <Container className="flex h-header items-center justify-between gap-6">
        <Link href="/" className={cn("rounded-control", onDark ? "text-white" : "text-ink-950")}>
          <Logo name={siteName} />
          <span className="sr-only"> home</span>
        </Link>
        <DesktopNav navigation={navigation} onDark={onDark} />
        <div className="flex items-center gap-2">
          <SearchButton onDark={onDark} />
          <ButtonLink href={navigation.contact.href} variant={onDark ? "primary" : "brand"} size="sm" className="max-sm:hidden">
            {navigation.contact.label}
          </ButtonLink>
          <MobileMenu navigation={navigation} onDark={onDark} />
        </div>
      </Container>
    </header>
  );
}
