// @vitest-environment jsdom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { stubMatchMedia, unmountThenUnstub } from "#tests/dom-stubs.ts";
import { MOTION_ATTRIBUTE, MOTION_EVENT } from "./motion-switch";
import { usePlayState } from "./use-play-state";

function Probe() {
  const { playing, toggle, playingAttribute } = usePlayState();
  return (
    <button type="button" onClick={toggle} data-playing={playingAttribute}>
      {playing ? "moving" : "still"}
    </button>
  );
}

/** What the head script does when the switch is pressed. */
const pressSwitch = (state: "paused" | "playing") =>
  act(() => {
    document.documentElement.setAttribute(MOTION_ATTRIBUTE, state);
    document.dispatchEvent(new Event(MOTION_EVENT));
  });

describe("usePlayState", () => {
  beforeEach(() => stubMatchMedia(false));
  afterEach(() => {
    unmountThenUnstub();
    document.documentElement.removeAttribute(MOTION_ATTRIBUTE);
  });

  it("follows the site-wide switch", () => {
    render(<Probe />);
    expect(screen.getByRole("button")).toHaveTextContent("moving");
    pressSwitch("paused");
    expect(screen.getByRole("button")).toHaveTextContent("still");
    expect(screen.getByRole("button")).toHaveAttribute("data-playing", "false");
    pressSwitch("playing");
    expect(screen.getByRole("button")).toHaveTextContent("moving");
  });

  it("starts still under prefers-reduced-motion when the head script has not run", () => {
    stubMatchMedia(true);
    render(<Probe />);
    expect(screen.getByRole("button")).toHaveTextContent("still");
  });

  it("the element's own button wins until the switch is pressed again", () => {
    document.documentElement.setAttribute(MOTION_ATTRIBUTE, "paused");
    render(<Probe />);
    fireEvent.click(screen.getByRole("button"));
    expect(screen.getByRole("button")).toHaveTextContent("moving");
    expect(screen.getByRole("button")).toHaveAttribute("data-playing", "true");
    pressSwitch("playing");
    pressSwitch("paused");
    expect(screen.getByRole("button")).toHaveTextContent("still");
  });
});
