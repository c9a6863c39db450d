import { describe, expect, it } from "vitest";
import { gzippedBytes, pageJavaScriptOf } from "#scripts/bench/page-js.ts";
import { HOME_HTML_BUDGET, JAVASCRIPT_BEYOND_FRAMEWORK_BUDGET, PAGE_HTML_BUDGET } from "./budgets";
import { builtPages, kb, pageUrl, readClientFile } from "./support/built-pages";

describe("page weight, every built page (measured as npm run bench:weight does)", () => {
  it(`HTML: at most ${kb(PAGE_HTML_BUDGET)} gzipped, ${kb(HOME_HTML_BUDGET)} for /`, () => {
    const over = builtPages().flatMap(({ route, html }) => {
      const budget = route === "/" ? HOME_HTML_BUDGET : PAGE_HTML_BUDGET;
      const bytes = gzippedBytes(html);
      return bytes > budget ? [`${route}: ${kb(bytes)} of HTML gzipped, over its ${kb(budget)} budget`] : [];
    });
    expect(over).toEqual([]);
  });

  it(`JavaScript on first view: at most ${kb(JAVASCRIPT_BEYOND_FRAMEWORK_BUDGET)} gzipped beyond React and React Router`, async () => {
    const over: string[] = [];
    for (const { route, html } of builtPages()) {
      const js = await pageJavaScriptOf(html, pageUrl(route), async (url) => readClientFile(url));
      if (js.beyondEntry > JAVASCRIPT_BEYOND_FRAMEWORK_BUDGET) {
        over.push(`${route}: ${kb(js.beyondEntry)} of JavaScript gzipped beyond React and React Router, over the ${kb(JAVASCRIPT_BEYOND_FRAMEWORK_BUDGET)} budget`);
      }
    }
    expect(over).toEqual([]);
  });
});
