import { afterFirstPaintSource } from "./after-first-paint";
import { CONSENT_COOKIE, CONSENT_VALUE } from "./consent";

/** The family @fontsource-variable/inter declares, first in app.css's `--font-sans`. */
const WEB_FONT_FAMILY = "Inter Variable";

/** Set once the web font has been fetched: later pages can use it from their first paint. */
export const WEB_FONT_CACHED_KEY = "web-font-cached";

/**
 * Runs in <head> before first paint: marks that scripts run, hides the cookie notice for visitors who
 * already accepted, and handles the web font and the decorative drawings.
 *
 * The font never replaces the fallback under text already on screen, since the swap would rewrap lines and
 * move whatever sits below them. A page whose visitor has fetched the font before takes it from its first
 * paint ("optional": if the cache does not answer within 100 ms, the page keeps the fallback). On a first
 * visit the page stays in the metric-matched fallback, the font is fetched once the page has painted, and
 * `window.applyWebFont` (called by the router on client-side navigation) applies it as the next page comes in.
 * The drawings are asked for once the page has painted, and for anything drawn later.
 * Its exact text is hashed into the page's CSP at build.
 */
export function headScript(webFontUrl: string): string {
  const font = `var F=window.FontFace&&d.fonts?new FontFace(${JSON.stringify(WEB_FONT_FAMILY)},"url(${webFontUrl})",{weight:"100 900",display:"optional"}):null,K=${JSON.stringify(WEB_FONT_CACHED_KEY)},u=function(){F&&d.fonts.add(F)},l=function(){F&&F.load().then(function(){try{localStorage.setItem(K,"1")}catch(e){}},function(){})};window.applyWebFont=u;try{localStorage.getItem(K)&&(u(),l())}catch(e){}`;
  const showArt = `var a=function(){d.querySelectorAll("use[data-art]:not([href])").forEach(function(u){u.setAttribute("href",u.getAttribute("data-art"))})};a();window.MutationObserver&&new MutationObserver(a).observe(d.body,{childList:!0,subtree:!0})`;
  return `(function(d){var c=d.documentElement.classList;c.add("js");if(d.cookie.split(/;\\s*/).indexOf("${CONSENT_COOKIE}=${CONSENT_VALUE}")>-1)c.add("consented");${font};(${afterFirstPaintSource})(function(){l();${showArt}})})(document)`;
}
