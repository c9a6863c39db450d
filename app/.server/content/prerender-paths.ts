import { pagePaths } from "./pages";

const resourceRoutes = ["/sitemap.xml", "/robots.txt"];
// Answered by the server on every request, never pre-rendered.
const serverOnlyRoutes = ["/api/sendMail"];

/** Every URL pre-rendered at build. Fails the build when a page route is missing from the sitemap list. */
export function prerenderPaths(staticPaths: string[]): string[] {
  const pages = pagePaths();
  const missing = staticPaths.filter((path) => !pages.includes(path) && !resourceRoutes.includes(path) && !serverOnlyRoutes.includes(path));
  if (missing.length) {
    throw new Error(`Routes missing from app/.server/content/pages.ts (and so from the sitemap): ${missing.join(", ")}`);
  }
  return [...pages, ...resourceRoutes];
}
