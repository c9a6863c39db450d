// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { stubMatchMedia } from "#tests/dom-stubs.ts";
import headScriptSource from "./head-script.ts?inline-script";
import { MOTION_EVENT, MOTION_STORAGE_KEY, motionPaused, storedMotionPaused } from "./motion-switch";

// The head script as root.tsx inlines it, run once, as on a page: the switch's listeners are its own.
const headScript = new Function(`return ${headScriptSource}`)() as (webFontUrl: string) => void;
const html = document.documentElement;
const switchButton = () => document.querySelector(".motion-switch")!;

describe("the Pause all motion switch, as the head script runs it", () => {
  beforeAll(() => {
    stubMatchMedia(true);
    document.body.innerHTML = '<footer><button type="button" aria-pressed="false" class="motion-switch">Pause all motion</button></footer>';
    headScript("/font.woff2");
  });
  afterEach(() => localStorage.clear());

  it("starts paused under prefers-reduced-motion, and the switch says so", () => {
    expect(html.getAttribute("data-motion")).toBe("paused");
    expect(switchButton().getAttribute("aria-pressed")).toBe("true");
  });

  it("a press flips it, stores the choice and tells the page's scripts", () => {
    const told = vi.fn();
    document.addEventListener(MOTION_EVENT, told);
    (switchButton() as HTMLButtonElement).click();
    expect(html.getAttribute("data-motion")).toBe("playing");
    expect(motionPaused()).toBe(false);
    expect(switchButton().getAttribute("aria-pressed")).toBe("false");
    expect(localStorage.getItem(MOTION_STORAGE_KEY)).toBe("playing");
    expect(told).toHaveBeenCalledTimes(1);
    (switchButton() as HTMLButtonElement).click();
    expect(html.getAttribute("data-motion")).toBe("paused");
    expect(localStorage.getItem(MOTION_STORAGE_KEY)).toBe("paused");
    document.removeEventListener(MOTION_EVENT, told);
  });

  it("a switch rendered later (the footer after a navigation) gets the state too", async () => {
    document.body.insertAdjacentHTML("beforeend", '<button type="button" id="later" aria-pressed="false" class="motion-switch"></button>');
    await new Promise((resolve) => setTimeout(resolve));
    expect(document.getElementById("later")?.getAttribute("aria-pressed")).toBe("true");
    document.getElementById("later")?.remove();
  });

  it("a click elsewhere changes nothing", () => {
    document.body.click();
    expect(html.getAttribute("data-motion")).toBe("paused");
  });
});

describe("storedMotionPaused", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it("the stored choice wins over the system setting, which decides when nothing is stored", () => {
    stubMatchMedia(true);
    expect(storedMotionPaused()).toBe(true);
    localStorage.setItem(MOTION_STORAGE_KEY, "playing");
    expect(storedMotionPaused()).toBe(false);
    stubMatchMedia(false);
    localStorage.setItem(MOTION_STORAGE_KEY, "paused");
    expect(storedMotionPaused()).toBe(true);
    localStorage.clear();
    expect(storedMotionPaused()).toBe(false);
  });

  it("storage that refuses leaves the system setting in charge", () => {
    stubMatchMedia(true);
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("denied");
    });
    expect(storedMotionPaused()).toBe(true);
  });
});
