import { securityTxt } from "#app/.server/security-txt.ts";

// Pre-rendered like robots.txt: the expiry counts from the build.
export function loader() {
  return new Response(securityTxt(), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
