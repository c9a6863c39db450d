// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubMatchMedia } from "#tests/dom-stubs.ts";
import { CONSENT_COOKIE, CONSENT_VALUE } from "./consent";
import headScriptSource from "./head-script.ts?inline-script";

// The head script as root.tsx inlines it (bundled and minified by scripts/inline-script.ts), run in a document
// that reports no paints (jsdom), so what waits for the first paint runs at once.
const headScript = new Function(`return ${headScriptSource}`)() as (webFontUrl: string) => void;

beforeEach(() => stubMatchMedia(false));

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.className = "";
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0`;
  document.body.innerHTML = "";
});

describe("the head script, as inlined", () => {
  it("marks that scripts run, and that a visitor who accepted the cookie notice did", () => {
    headScript("/font.woff2");
    expect([...document.documentElement.classList]).toEqual(["js"]);
    document.cookie = `${CONSENT_COOKIE}=${CONSENT_VALUE}`;
    headScript("/font.woff2");
    expect([...document.documentElement.classList]).toEqual(["js", "consented"]);
  });

  it("gives decorative drawings their href after the paint, also those drawn later", async () => {
    document.body.innerHTML = '<svg><use data-art="/art/a.svg#art"></use></svg>';
    headScript("/font.woff2");
    expect(document.querySelector("use")?.getAttribute("href")).toBe("/art/a.svg#art");
    document.body.insertAdjacentHTML("beforeend", '<svg><use id="later" data-art="/art/b.svg#art"></use></svg>');
    await new Promise((resolve) => setTimeout(resolve));
    expect(document.getElementById("later")?.getAttribute("href")).toBe("/art/b.svg#art");
  });
});
