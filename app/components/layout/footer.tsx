import type { Navigation } from "#content/schema/navigation.ts";
import type { Site } from "#content/schema/site.ts";
import { Container } from "#app/components/ui/container.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { newTab } from "#app/lib/external-link.ts";
import { Logo } from "./logo";
import { MotionSwitchButton } from "./motion-switch-button";

type FooterFacts = Pick<Site, "shortName" | "description" | "isoCertification" | "copyrightHolder" | "socials">;

export function Footer({ navigation, site, year }: { navigation: Navigation; site: FooterFacts; year: number }) {
  return (
    <footer className="surface-dark bg-brand-950 text-ink-200">
      <Container className="grid gap-12 py-16 lg:grid-cols-[1.2fr_3fr]">
        <div className="space-y-6">
          <Link href="/" className="inline-block rounded-control text-white">
            <Logo name={site.shortName} />
            <span className="sr-only"> home</span>
          </Link>
          <p className="max-w-xs text-sm leading-relaxed text-ink-300">{site.description}</p>
          <p className="inline-flex items-center gap-2 rounded-full border border-white/15 px-3 py-1.5 text-sm text-white">
            <Icon name="badge-check" className="size-4 text-accent-400" />
            {site.isoCertification}
          </p>
          <div>
            <a
              href={site.socials.linkedin}
              {...newTab}
              className="inline-flex size-11 items-center justify-center rounded-control border border-white/15 text-white hover:border-accent-400 hover:text-accent-300"
            >
              <Icon name="linkedin" className="size-5" />
              <span className="sr-only">{site.shortName} on LinkedIn (opens in a new tab)</span>
            </a>
          </div>
          {/* Above the bottom line, where a notice fixed to the foot of the screen cannot cover it. */}
          <MotionSwitchButton />
        </div>
        <nav aria-label="Footer" className="grid grid-cols-2 gap-x-8 gap-y-10 md:grid-cols-4">
          {navigation.footer.map((column) => (
            <div key={column.title}>
              <h2 className="text-sm font-semibold tracking-wider text-white uppercase">{column.title}</h2>
              <ul className="mt-4 space-y-1">
                {column.links.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href} className="inline-block py-1 text-sm text-ink-300 hover:text-white">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </Container>
      <div className="border-t border-white/10">
        <Container className="flex flex-col gap-3 py-6 text-sm text-ink-300 sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {year} {`${site.copyrightHolder} ${navigation.rightsReserved}`}
          </p>
          <Link href="/privacy-policy" className="hover:text-white">
            Privacy Policy
          </Link>
        </Container>
      </div>
    </footer>
  );
}
