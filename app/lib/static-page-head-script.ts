import { installConsentAccept } from "./consent";
import headScript from "./head-script";
import { installSearchShortcut } from "./search-shortcut";
import observeVitals from "./vitals/observe-vitals";

/**
 * The head script of a page without scripts (app/rendering/page-scripts.ts), in place of app/lib/head-script.ts:
 * the same, and what React does for the shell elsewhere, kept to what those pages need: the cookie notice's Accept
 * and the search shortcut (its phone menu is a popover and its links load pages: neither needs a script), and the
 * page view's Web Vitals (app/lib/vitals/observe-vitals.ts).
 */
export default function staticPageHeadScript(webFontUrl: string): void {
  headScript(webFontUrl);
  installConsentAccept();
  installSearchShortcut();
  observeVitals();
}
