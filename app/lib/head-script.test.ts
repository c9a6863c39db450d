// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubMatchMedia } from "#tests/dom-stubs.ts";
import { CONSENT_COOKIE, CONSENT_VALUE } from "./consent";
import headScriptSource from "./head-script.ts?inline-script";
import staticPageHeadScriptSource from "./static-page-head-script.ts?inline-script";

// The head script as root.tsx inlines it (bundled and minified by scripts/inline-script.ts), run in a document
// that reports no paints (jsdom), so what waits for the first paint runs at once.
const headScript = new Function(`return ${headScriptSource}`)() as (webFontUrl: string) => void;
const staticPageHeadScript = new Function(`return ${staticPageHeadScriptSource}`)() as (webFontUrl: string) => void;

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

describe("the head script, as inlined", () => {
  it("marks the header scrolled once the page has scrolled past 8 px, and not at the top", () => {
    document.body.innerHTML = '<header data-scrolled="false"></header>';
    headScript("/font.woff2");
    const header = document.querySelector("header")!;
    vi.stubGlobal("scrollY", 300);
    window.dispatchEvent(new Event("scroll"));
    expect(header).toHaveAttribute("data-scrolled", "true");
    vi.stubGlobal("scrollY", 8);
    window.dispatchEvent(new Event("scroll"));
    expect(header).toHaveAttribute("data-scrolled", "false");
  });
});

describe("the head script of a page without scripts, as inlined", () => {
  const page = `<header data-scrolled="false"><a href="/search" aria-keyshortcuts="Control+K Meta+K /">Search</a></header>
    <input type="text" aria-label="Name"><input type="checkbox" aria-label="Agree">
    <aside data-cookie-notice><button type="button">Accept</button></aside>`;

  it("answers the cookie notice's Accept: the consent cookie, and the class that hides the notice", () => {
    document.body.innerHTML = page;
    staticPageHeadScript("/font.woff2");
    expect(document.documentElement).not.toHaveClass("consented");
    document.querySelector("button")!.click();
    expect(document.documentElement).toHaveClass("consented");
    expect(document.cookie).toContain(`${CONSENT_COOKIE}=${CONSENT_VALUE}`);
  });

  it('follows the search link on "/" and Ctrl+K, but not on "/" typed in a text field', () => {
    document.body.innerHTML = page;
    staticPageHeadScript("/font.woff2");
    const followed = vi.fn((event: Event) => event.preventDefault());
    document.querySelector("a")!.addEventListener("click", followed);
    const press = (target: Element, init: KeyboardEventInit) =>
      target.dispatchEvent(new KeyboardEvent("keydown", { bubbles: true, cancelable: true, ...init }));

    expect(press(document.body, { key: "/" }), "the slash is not typed anywhere").toBe(false);
    expect(followed).toHaveBeenCalledTimes(1);
    press(document.body, { key: "k", ctrlKey: true });
    expect(followed).toHaveBeenCalledTimes(2);
    press(document.querySelector("input[type=text]")!, { key: "/" });
    press(document.body, { key: "k" });
    expect(followed).toHaveBeenCalledTimes(2);
    press(document.querySelector("input[type=checkbox]")!, { key: "/" });
    expect(followed).toHaveBeenCalledTimes(3);
  });
});
