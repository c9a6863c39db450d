// @vitest-environment jsdom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubMatchMedia } from "#tests/dom-stubs.ts";
import { BANNER_AUTOPLAY_MS, SERVICES_AUTOPLAY_MS, SERVICES_MOUSE_LEAVE_TIMEOUT_MS } from "./motion-constants";
import { useAutoplay } from "./use-autoplay";
import { useHold } from "./use-hold";
import { usePlayState } from "./use-play-state";

/** The wiring every autoplaying carousel uses: play state, hover/focus hold and the interval. */
function Harness({ onTick, delay, resumeAfter = 0 }: { onTick: () => void; delay: number; resumeAfter?: number }) {
  const { playing, toggle } = usePlayState();
  const { held, handlers } = useHold(resumeAfter);
  useAutoplay(onTick, delay, playing && !held);
  return (
    <div data-testid="area" {...handlers}>
      <button type="button" onClick={toggle}>
        {playing ? "Pause" : "Play"}
      </button>
    </div>
  );
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe("autoplay timing", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    stubMatchMedia(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("ticks every 4 s for the banner carousel", () => {
    const tick = vi.fn();
    render(<Harness onTick={tick} delay={BANNER_AUTOPLAY_MS} />);
    advance(BANNER_AUTOPLAY_MS - 1);
    expect(tick).not.toHaveBeenCalled();
    advance(1);
    advance(BANNER_AUTOPLAY_MS * 2);
    expect(tick).toHaveBeenCalledTimes(3);
  });

  it("services: 7 s steps, held while hovered, resumed 10 s after the mouse leaves", () => {
    const tick = vi.fn();
    render(<Harness onTick={tick} delay={SERVICES_AUTOPLAY_MS} resumeAfter={SERVICES_MOUSE_LEAVE_TIMEOUT_MS} />);
    advance(SERVICES_AUTOPLAY_MS);
    expect(tick).toHaveBeenCalledTimes(1);
    fireEvent.mouseEnter(screen.getByTestId("area"));
    advance(SERVICES_AUTOPLAY_MS * 3);
    expect(tick).toHaveBeenCalledTimes(1);
    fireEvent.mouseLeave(screen.getByTestId("area"));
    advance(SERVICES_MOUSE_LEAVE_TIMEOUT_MS - 1);
    expect(tick).toHaveBeenCalledTimes(1);
    // Autoplay is back after 10 s; the next step comes one full interval later.
    advance(1);
    advance(SERVICES_AUTOPLAY_MS - 1);
    expect(tick).toHaveBeenCalledTimes(1);
    advance(1);
    expect(tick).toHaveBeenCalledTimes(2);
  });

  it("re-entering before the 10 s are up keeps it held", () => {
    const tick = vi.fn();
    render(<Harness onTick={tick} delay={SERVICES_AUTOPLAY_MS} resumeAfter={SERVICES_MOUSE_LEAVE_TIMEOUT_MS} />);
    const area = screen.getByTestId("area");
    fireEvent.mouseEnter(area);
    fireEvent.mouseLeave(area);
    advance(SERVICES_MOUSE_LEAVE_TIMEOUT_MS - 1000);
    fireEvent.mouseEnter(area);
    advance(SERVICES_MOUSE_LEAVE_TIMEOUT_MS + SERVICES_AUTOPLAY_MS * 2);
    expect(tick).not.toHaveBeenCalled();
  });

  it("holds while focus is inside", () => {
    const tick = vi.fn();
    render(<Harness onTick={tick} delay={SERVICES_AUTOPLAY_MS} />);
    act(() => screen.getByRole("button").focus());
    advance(SERVICES_AUTOPLAY_MS * 2);
    expect(tick).not.toHaveBeenCalled();
    act(() => screen.getByRole("button").blur());
    advance(SERVICES_AUTOPLAY_MS);
    expect(tick).toHaveBeenCalledTimes(1);
  });

  it("stops under prefers-reduced-motion until the visitor presses Play", () => {
    stubMatchMedia(true);
    const tick = vi.fn();
    render(<Harness onTick={tick} delay={BANNER_AUTOPLAY_MS} />);
    advance(BANNER_AUTOPLAY_MS * 5);
    expect(tick).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Play" }));
    advance(BANNER_AUTOPLAY_MS);
    expect(tick).toHaveBeenCalledTimes(1);
  });

  it("the pause button stops it", () => {
    const tick = vi.fn();
    render(<Harness onTick={tick} delay={BANNER_AUTOPLAY_MS} />);
    fireEvent.click(screen.getByRole("button", { name: "Pause" }));
    advance(BANNER_AUTOPLAY_MS * 5);
    expect(tick).not.toHaveBeenCalled();
  });
});
