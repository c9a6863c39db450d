// @vitest-environment jsdom
import { act, fireEvent, render, screen } from "@testing-library/react";
import type { EmblaOptionsType } from "embla-carousel";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Carousel } from "#app/components/ui/carousel.tsx";
import { stubMatchMedia, stubObservers, unmountThenUnstub } from "#tests/dom-stubs.ts";
import { BANNER_AUTOPLAY_MS, SERVICES_AUTOPLAY_MS, SERVICES_MOUSE_LEAVE_TIMEOUT_MS } from "./motion-constants";
import { useAutoplayCarousel } from "./use-autoplay-carousel";
import { loadEmbla } from "./use-lazy-embla";

const SLIDES = ["one", "two", "three"];
const SLIDE_PX = 100;
// Module-level, as in the real carousels: Embla re-initialises when its options change.
const noLoop: EmblaOptionsType = { loop: false, align: "start" };

/** The real hook driving the real scaffold, as the banner and services carousels use them, once Embla has loaded. */
async function renderHarness(props: { interval: number; resumeAfter?: number }) {
  render(<Harness {...props} />);
  await act(() => loadEmbla());
}

function Harness({ interval, resumeAfter }: { interval: number; resumeAfter?: number }) {
  const carousel = useAutoplayCarousel(noLoop, interval, resumeAfter);
  return (
    <Carousel label="Test" carousel={carousel} autoplayLabel="slides" slides={SLIDES} slideKey={(slide) => slide} noun="slide">
      {(slide) => <p>{slide}</p>}
    </Carousel>
  );
}

/** jsdom lays nothing out: give every slide one viewport's width, side by side, so Embla has somewhere to scroll. */
function layOutSlidesSideBySide() {
  // Embla reads the last slide's margin; jsdom reports an unset one as "" (NaN to Embla).
  const style = document.createElement("style");
  style.textContent = '[aria-roledescription="slide"] { margin-right: 0px }';
  document.head.append(style);
  vi.spyOn(HTMLElement.prototype, "offsetWidth", "get").mockReturnValue(SLIDE_PX);
  vi.spyOn(HTMLElement.prototype, "offsetHeight", "get").mockReturnValue(SLIDE_PX);
  vi.spyOn(HTMLElement.prototype, "offsetLeft", "get").mockImplementation(function (this: HTMLElement) {
    if (this.getAttribute("aria-roledescription") !== "slide") return 0;
    return Array.prototype.indexOf.call(this.parentElement?.children ?? [], this) * SLIDE_PX;
  });
  return () => style.remove();
}

/** The slide shown: the one dot marked current. */
const shown = () => {
  const dots = screen.getAllByRole("button", { name: /^Show slide/ });
  return SLIDES[dots.findIndex((dot) => dot.getAttribute("aria-current") === "true")];
};
const region = () => screen.getByRole("region", { name: "Test" });
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe("useAutoplayCarousel", () => {
  let removeLayout = () => {};
  beforeEach(() => {
    vi.useFakeTimers();
    stubMatchMedia(false);
    stubObservers();
    removeLayout = layOutSlidesSideBySide();
  });
  afterEach(() => {
    removeLayout();
    vi.useRealTimers();
    unmountThenUnstub();
  });

  it("moves one slide every interval, and back to the first after the last", async () => {
    await renderHarness({ interval: BANNER_AUTOPLAY_MS });
    expect(shown()).toBe("one");
    advance(BANNER_AUTOPLAY_MS - 1);
    expect(shown()).toBe("one");
    advance(1);
    expect(shown()).toBe("two");
    advance(BANNER_AUTOPLAY_MS);
    expect(shown()).toBe("three");
    advance(BANNER_AUTOPLAY_MS);
    expect(shown()).toBe("one");
  });

  it("holds while hovered and resumes the set time after the mouse leaves", async () => {
    await renderHarness({ interval: SERVICES_AUTOPLAY_MS, resumeAfter: SERVICES_MOUSE_LEAVE_TIMEOUT_MS });
    advance(SERVICES_AUTOPLAY_MS);
    expect(shown()).toBe("two");
    fireEvent.mouseEnter(region());
    advance(SERVICES_AUTOPLAY_MS * 3);
    expect(shown()).toBe("two");
    fireEvent.mouseLeave(region());
    advance(SERVICES_MOUSE_LEAVE_TIMEOUT_MS - 1);
    expect(shown()).toBe("two");
    // Autoplay is back after the timeout; the next step comes one full interval later.
    advance(1);
    advance(SERVICES_AUTOPLAY_MS - 1);
    expect(shown()).toBe("two");
    advance(1);
    expect(shown()).toBe("three");
  });

  it("stays held when the pointer comes back before the timeout is up", async () => {
    await renderHarness({ interval: SERVICES_AUTOPLAY_MS, resumeAfter: SERVICES_MOUSE_LEAVE_TIMEOUT_MS });
    fireEvent.mouseEnter(region());
    fireEvent.mouseLeave(region());
    advance(SERVICES_MOUSE_LEAVE_TIMEOUT_MS - 1000);
    fireEvent.mouseEnter(region());
    advance(SERVICES_MOUSE_LEAVE_TIMEOUT_MS + SERVICES_AUTOPLAY_MS * 2);
    expect(shown()).toBe("one");
  });

  it("holds while focus is inside; the live region speaks only while it stands still", async () => {
    await renderHarness({ interval: SERVICES_AUTOPLAY_MS });
    const track = region().querySelector("[aria-live]");
    expect(track).toHaveAttribute("aria-live", "off");
    act(() => screen.getByRole("button", { name: "Pause slides" }).focus());
    expect(track).toHaveAttribute("aria-live", "polite");
    advance(SERVICES_AUTOPLAY_MS * 2);
    expect(shown()).toBe("one");
    act(() => screen.getByRole("button", { name: "Pause slides" }).blur());
    advance(SERVICES_AUTOPLAY_MS);
    expect(shown()).toBe("two");
  });

  it("stands still under prefers-reduced-motion until the visitor presses Play", async () => {
    stubMatchMedia(true);
    await renderHarness({ interval: BANNER_AUTOPLAY_MS });
    advance(BANNER_AUTOPLAY_MS * 5);
    expect(shown()).toBe("one");
    fireEvent.click(screen.getByRole("button", { name: "Play slides" }));
    advance(BANNER_AUTOPLAY_MS);
    expect(shown()).toBe("two");
  });

  it("stops when the visitor presses Pause", async () => {
    await renderHarness({ interval: BANNER_AUTOPLAY_MS });
    fireEvent.click(screen.getByRole("button", { name: "Pause slides" }));
    advance(BANNER_AUTOPLAY_MS * 5);
    expect(shown()).toBe("one");
  });
});
