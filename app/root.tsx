import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import { CookieNotice } from "#app/components/layout/cookie-notice.tsx";
import { Footer } from "#app/components/layout/footer.tsx";
import { Header } from "#app/components/layout/header.tsx";
import { SkipLink } from "#app/components/layout/skip-link.tsx";
import { StaticHtml } from "#app/rendering/static-html.tsx";
import { usePageScripts } from "#app/rendering/page-scripts.ts";
import { RouteErrorPage } from "#app/components/sections/error-page.tsx";
// The head script, bundled and minified at build (scripts/inline-script.ts); its text is hashed into each page's CSP.
// A page without scripts carries its variant, which also answers the shell's controls React answers elsewhere.
import headScript from "./lib/head-script.ts?inline-script";
import staticPageHeadScript from "./lib/static-page-head-script.ts?inline-script";
import { useNonce } from "#app/lib/nonce.tsx";
import { useHydratedMarker } from "#app/lib/hydrated-marker.ts";
import { useWebFontOnNavigation } from "#app/lib/web-font-on-navigation.ts";
import { useOffsetAnchors } from "#app/lib/offset-anchor.ts";
import { useWebVitals } from "#app/lib/vitals/use-web-vitals.ts";
import { footerFacts, headerNavigation, navigation, siteNames } from "#app/.server/content/site.ts";
import { resourcesFeedLink } from "#app/.server/content/resources.ts";
import { failureCopy } from "#app/.server/content/error-pages.ts";
import { siteOrigin } from "#app/.server/site-origin.ts";
import { isStaffPath } from "#app/.server/staff/staff-area.ts";
import { servedLive } from "#app/.server/request-context.ts";
import { renderStatic } from "#app/rendering/render-static.server.tsx";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import stylesHref from "./app.css?url";
import fontsHref from "./fonts.css?url";
// Inline, so no request for it competes with the page before its first paint; the file stays for feeds and JSON-LD.
import faviconDataUrl from "../public/favicon.svg?inline";

export function loader({ request, context }: Route.LoaderArgs) {
  // What the server renders live (a 404, the search, a form's answer, the staff area) carries the failure page's
  // words, for an error in a later loader or on the way to another page. Pre-rendered pages leave them out: they
  // would weigh on every page for an error a static page cannot have (a failed navigation shows the status).
  const live: { failure?: ReturnType<typeof failureCopy> } = servedLive(context) ? { failure: failureCopy() } : {};
  // The staff area has its own plain frame (app/routes/staff/layout.tsx): no public header, footer or cookie notice.
  if (isStaffPath(new URL(request.url).pathname)) return live;
  return {
    site: siteNames(),
    navigation: headerNavigation(),
    origin: siteOrigin(),
    footer: footerHtml(),
    feed: resourcesFeedLink(),
    ...live,
  };
}

// The footer has nothing to hydrate: it arrives as HTML, and its links and facts stay out of every page's scripts.
// Rendered once a year, not on every request the server renders (a form's answer, a 404).
let footer: { year: number; html: string } | undefined;
function footerHtml(): string {
  const year = new Date().getFullYear();
  if (footer?.year !== year) footer = { year, html: renderStatic(<Footer navigation={navigation} site={footerFacts()} year={year} />) };
  return footer.html;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const loaded = useRouteLoaderData<typeof loader>("root");
  // The staff area's pages get only the failure page's words: no public header, footer or cookie notice.
  const data = loaded && "site" in loaded ? (loaded as Required<typeof loaded>) : undefined;
  // A page with nothing to hydrate ships none of React Router's scripts (and so none of its hydration data).
  const scripts = usePageScripts();
  useOffsetAnchors();
  useHydratedMarker();
  useWebFontOnNavigation();
  useWebVitals();
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#041a2e" />
        <link rel="stylesheet" href={stylesHref} precedence="default" />
        <link rel="icon" href={faviconDataUrl} type="image/svg+xml" />
        {data && <link rel="alternate" type="application/atom+xml" title={data.feed.title} href={data.feed.href} />}
        {/* The browser runs this once, from the HTML: its bundle leaves the source out (React keeps HTML it finds here). */}
        <script
          nonce={nonce || undefined}
          dangerouslySetInnerHTML={{
            __html: import.meta.env.SSR ? `(${scripts ? headScript : staticPageHeadScript})(${JSON.stringify(interLatin)})` : "",
          }}
          suppressHydrationWarning
        />
        <noscript>
          <link rel="stylesheet" href={fontsHref} />
        </noscript>
        <Meta />
        <Links />
      </head>
      <body>
        <SkipLink />
        {data && <Header navigation={data.navigation} siteName={data.site.shortName} scripts={scripts} />}
        <main id="main" tabIndex={-1} className="outline-none">
          {children}
        </main>
        {data && <StaticHtml html={data.footer} />}
        {data && <CookieNotice copy={data.navigation.cookieNotice} />}
        {scripts && <ScrollRestoration nonce={nonce || undefined} />}
        {scripts && <Scripts nonce={nonce || undefined} />}
      </body>
    </html>
  );
}

export const meta: Route.MetaFunction = ({ error }) => {
  if (!error) return [];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [{ title: notFound ? "Page not found" : "Something went wrong" }, { name: "robots", content: "noindex" }];
};

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // A client's mistake (405, 400...) is an answer, not a fault: logging it would let anyone flood the log.
  if (!isRouteErrorResponse(error) || error.status >= 500) console.error(error);
  return <RouteErrorPage error={error} />;
}
