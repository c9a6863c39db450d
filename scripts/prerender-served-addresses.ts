import type { Plugin } from "vite";

/**
 * React Router pre-renders a page by asking its Vite preview server for the path with a trailing slash
 * (`/contact-us/`), and since version 8 the router keeps that slash in the location: the page would be rendered for
 * an address the site never serves (server/trailing-slash.ts redirects a slash away), its forms posting to
 * `/contact-us/` and its filter links pointing at `/resources/blogs/`. The preview server takes the slash off before
 * React Router sees the request, so every page is rendered for the address it is served at (the output file is
 * named from React Router's own request, so it is unchanged). Tested by tests/build/addresses.test.ts.
 */
export function prerenderServedAddresses(): Plugin {
  return {
    name: "prerender-served-addresses",
    configurePreviewServer(server) {
      server.middlewares.use((req, _res, next) => {
        const [pathname = "", query] = (req.url ?? "").split(/\?(.*)/s, 2);
        if ((req.method === "GET" || req.method === "HEAD") && pathname.length > 1 && pathname.endsWith("/")) {
          // React Router's handler reads the address from `originalUrl`.
          req.url = req.originalUrl = pathname.replace(/\/+$/, "") + (query === undefined ? "" : `?${query}`);
        }
        next();
      });
    },
  };
}
