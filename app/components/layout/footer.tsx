import type { Navigation } from "#content/schema/navigation.ts";
import type { Site } from "#content/schema/site.ts";
import { Container } from "#app/components/ui/container.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { newTab } from "#app/lib/external-link.ts";
import { Logo } from "./logo";

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
              <LinkedInMark />
              <span className="sr-only">{site.shortName} on LinkedIn (opens in a new tab)</span>
            </a>
          </div>
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

function LinkedInMark() {
  return (
    <svg viewBox="0 0 24 24" className="size-5 fill-current" aria-hidden="true" focusable="false">
      <path d="M20.45 20.45h-3.56v-5.57c0-1.33-.03-3.04-1.85-3.04-1.86 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.42v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28ZM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13ZM7.12 20.45H3.56V9h3.56v11.45ZM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.22.79 24 1.77 24h20.45c.98 0 1.78-.78 1.78-1.73V1.73C24 .77 23.2 0 22.22 0Z" />
    </svg>
  );
}
