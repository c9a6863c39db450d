import { afterFirstPaintSource } from "./after-first-paint";
import { CONSENT_COOKIE, CONSENT_VALUE } from "./consent";

/** The family @fontsource-variable/inter declares, first in app.css's `--font-sans`. */
const WEB_FONT_FAMILY = "Inter Variable";

/**
 * Runs in <head> before first paint: marks that scripts run, hides the cookie notice for visitors who
 * already accepted, and once the page has painted adds the web font and the decorative drawings. Until then
 * text is set in the metric-matched local fallback, so the swap moves nothing, and neither competes with
 * the page for a slow connection. Its exact text is hashed into the page's CSP at build.
 */
export function headScript(webFontUrl: string): string {
  const loadFont = `if(window.FontFace&&d.fonts){var f=new FontFace(${JSON.stringify(WEB_FONT_FAMILY)},"url(${webFontUrl})",{weight:"100 900",display:"swap"});f.load().then(function(){d.fonts.add(f)},function(){})}`;
  // Decorative drawings (app/components/sections/art-use.tsx): now, and whenever the page draws more.
  const showArt = `var a=function(){d.querySelectorAll("use[data-art]:not([href])").forEach(function(u){u.setAttribute("href",u.getAttribute("data-art"))})};a();window.MutationObserver&&new MutationObserver(a).observe(d.body,{childList:!0,subtree:!0})`;
  return `(function(d){var c=d.documentElement.classList;c.add("js");if(d.cookie.split(/;\\s*/).indexOf("${CONSENT_COOKIE}=${CONSENT_VALUE}")>-1)c.add("consented");(${afterFirstPaintSource})(function(){${loadFont};${showArt}})})(document)`;
}
