import afterFirstPaint from "./after-first-paint";
import { CONSENT_COOKIE, CONSENT_VALUE } from "./consent";
import { markHeaderScrolled } from "./header-scroll";
import { installMotionSwitch, markMotionSwitches } from "./motion-switch";
import { rememberVisitLanding } from "./visit-landing";

declare global {
  interface Window {
    /** The head script's `afterFirstPaint`: the rewritten module script waits on it (scripts/hydrate-after-paint.ts). */
    afterFirstPaint?: typeof afterFirstPaint;
  }
}

/** The family @fontsource-variable/inter declares, first in app.css's `--font-sans`. */
const WEB_FONT_FAMILY = "Inter Variable";

/** Set once the web font has been fetched: later pages can use it from their first paint. */
export const WEB_FONT_CACHED_KEY = "web-font-cached";

/**
 * Runs in <head> before first paint (inlined by root.tsx through scripts/inline-script.ts, its text hashed into
 * the page's CSP at build): marks that scripts run, hides the cookie notice for visitors who already accepted,
 * applies and answers the "Pause all motion" switch (app/lib/motion-switch.ts), keeps the visit's first page
 * for the forms (app/lib/visit-attribution.ts), marks the header scrolled
 * (app/lib/header-scroll.ts), and handles the web font and the decorative drawings. A page without scripts carries
 * it with a little more (app/lib/static-page-head-script.ts).
 *
 * The font never replaces the fallback under text already on screen, since the swap would rewrap lines and
 * move whatever sits below them. A page whose visitor has fetched the font before takes it from its first
 * paint ("optional": if the cache does not answer within 100 ms, the page keeps the fallback). On a first
 * visit the page stays in the metric-matched fallback, the font is fetched once the page has painted, and
 * `window.applyWebFont` (called by the router on client-side navigation) applies it as the next page comes in.
 * The drawings are asked for once the page has painted, and for anything rendered later; a motion switch rendered
 * later gets its state the same way.
 */
export default function headScript(webFontUrl: string): void {
  const d = document;
  const classes = d.documentElement.classList;
  classes.add("js");
  if (d.cookie.split(/;\s*/).indexOf(`${CONSENT_COOKIE}=${CONSENT_VALUE}`) > -1) classes.add("consented");
  installMotionSwitch();
  // Every page, with scripts or without: the visit's first page is kept for the forms (visit-landing.ts).
  rememberVisitLanding();
  addEventListener("scroll", markHeaderScrolled, { passive: true });
  const font =
    "FontFace" in window && d.fonts
      ? new FontFace(WEB_FONT_FAMILY, `url(${webFontUrl})`, { weight: "100 900", display: "optional" })
      : null;
  const takeFont = () => {
    if (font) d.fonts.add(font);
  };
  const fetchFont = () => {
    font?.load().then(
      () => {
        try {
          localStorage.setItem(WEB_FONT_CACHED_KEY, "1");
        } catch {
          // Storage refused: the next page fetches the font after its paint again.
        }
      },
      () => {},
    );
  };
  window.applyWebFont = takeFont;
  // Shared with the module script at the end of the page, so the function is sent once.
  window.afterFirstPaint = afterFirstPaint;
  try {
    if (localStorage.getItem(WEB_FONT_CACHED_KEY)) {
      takeFont();
      fetchFont();
    }
  } catch {
    // Storage refused: the page keeps the fallback font.
  }
  afterFirstPaint(() => {
    fetchFont();
    // A page loaded part-way down (a reload, an anchor) may not scroll again.
    markHeaderScrolled();
    const onRender = () => {
      d.querySelectorAll("use[data-art]:not([href])").forEach((use) => use.setAttribute("href", use.getAttribute("data-art")!));
      markMotionSwitches();
    };
    onRender();
    if ("MutationObserver" in window) new MutationObserver(onRender).observe(d.body, { childList: true, subtree: true });
  });
}
