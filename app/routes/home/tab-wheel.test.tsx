// @vitest-environment jsdom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubMatchMedia, unmountThenUnstub } from "#tests/dom-stubs.ts";
import { WHEEL_INITIAL_SELECTION_MS, WHEEL_ROTATION_MS } from "#app/lib/motion-constants.ts";
import { TabWheel } from "./tab-wheel";
import { readSingleton } from "#app/.server/content/content-files.ts";

const bannerTabs = readSingleton("bannerTabs").tabs;

function renderWheel() {
  const Stub = createRoutesStub([
    { path: "*", Component: () => null },
    {
      path: "/",
      Component: () => (
        <TabWheel tabs={bannerTabs} groupName="The group" eyebrow={<p>eyebrow</p>} heading={<h1>Tagline</h1>}>
          intro
        </TabWheel>
      ),
    },
  ]);
  return render(<Stub initialEntries={["/"]} />);
}

const selectedId = () => document.querySelector('[role="tab"][aria-selected="true"]')?.getAttribute("data-tab-id") ?? null;
const wheel = () => document.querySelector("[data-full-screen]") as HTMLElement;
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe("TabWheel", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    stubMatchMedia(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    unmountThenUnstub();
    localStorage.clear();
  });

  it("starts full-screen: no tab active, tooltips read Click Here, panel hidden", () => {
    renderWheel();
    expect(wheel().dataset.fullScreen).toBe("true");
    expect(selectedId()).toBeNull();
    for (const tab of screen.getAllByRole("tab")) expect(tab).toHaveAttribute("title", "Click Here");
    expect(screen.getByRole("tabpanel", { hidden: true })).toHaveClass("invisible");
  });

  it("selects the settings tab 4 s after load, then rotates every 7 s: right, centre, left reversed", () => {
    renderWheel();
    advance(WHEEL_INITIAL_SELECTION_MS - 1);
    expect(selectedId()).toBeNull();
    advance(1);
    expect(selectedId()).toBe("settings");
    expect(wheel().dataset.fullScreen).toBe("false");
    const seen: (string | null)[] = [];
    for (let i = 0; i < 7; i++) {
      advance(WHEEL_ROTATION_MS - 1);
      expect(selectedId()).toBe(i === 0 ? "settings" : seen[i - 1]);
      advance(1);
      seen.push(selectedId());
    }
    expect(seen).toEqual(["mahaaya", "aiservices", "messages", "disabled", "profile", "home", "settings"]);
  });

  it("hover selects a tab and holds the rotation; leaving returns to full-screen", () => {
    renderWheel();
    fireEvent.mouseEnter(wheel());
    fireEvent.mouseEnter(screen.getByRole("tab", { name: "Mahaaya" }));
    expect(selectedId()).toBe("mahaaya");
    expect(screen.getByRole("tab", { name: "Mahaaya" })).toHaveAttribute("title", "Mahaaya");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Visit Mahaaya");
    advance(WHEEL_ROTATION_MS * 3);
    expect(selectedId()).toBe("mahaaya");
    fireEvent.mouseLeave(wheel());
    expect(selectedId()).toBeNull();
    expect(wheel().dataset.fullScreen).toBe("true");
    advance(WHEEL_ROTATION_MS * 2);
    expect(selectedId()).toBeNull();
  });

  it("focus selects; arrow keys, Home and End walk the strip", () => {
    renderWheel();
    const tabs = screen.getAllByRole("tab");
    expect(tabs.filter((tab) => tab.tabIndex === 0)).toHaveLength(1);
    act(() => tabs[0]!.focus());
    expect(selectedId()).toBe("home");
    fireEvent.keyDown(tabs[0]!, { key: "ArrowRight" });
    expect(document.activeElement).toBe(tabs[1]);
    expect(selectedId()).toBe("profile");
    fireEvent.keyDown(tabs[1]!, { key: "End" });
    expect(selectedId()).toBe("aiservices");
    fireEvent.keyDown(tabs[6]!, { key: "ArrowDown" });
    expect(selectedId()).toBe("home");
    fireEvent.keyDown(tabs[0]!, { key: "ArrowUp" });
    expect(selectedId()).toBe("aiservices");
    expect(screen.getByRole("tab", { name: "AI Services" })).toHaveAttribute("tabindex", "0");
  });

  it("links each tab's button as its data says; the AI services button stores tabId", () => {
    renderWheel();
    fireEvent.click(screen.getByRole("tab", { name: "Mahaaya" }));
    const external = screen.getByRole("link", { name: /Visit Mahaaya/ });
    expect(external).toHaveAttribute("href", "https://mahaaya.example/");
    expect(external).toHaveAttribute("target", "_blank");
    expect(external).toHaveAttribute("rel", "noopener noreferrer");
    fireEvent.click(screen.getByRole("tab", { name: "AI Services" }));
    const internal = screen.getByRole("link", { name: /See AI Services/ });
    expect(internal).toHaveAttribute("href", "/aiservices");
    expect(internal).not.toHaveAttribute("target");
    fireEvent.click(internal);
    expect(localStorage.getItem("tabId")).toBe("aiservices");
  });

  it("the pause button stops the first selection and the rotation", () => {
    renderWheel();
    fireEvent.click(screen.getByRole("button", { name: "Pause banner rotation" }));
    advance(WHEEL_INITIAL_SELECTION_MS + WHEEL_ROTATION_MS);
    expect(selectedId()).toBeNull();
    expect(screen.getByRole("button", { name: "Play banner rotation" })).toBeInTheDocument();
  });

  it("under prefers-reduced-motion nothing moves by itself", () => {
    stubMatchMedia(true);
    renderWheel();
    advance(WHEEL_INITIAL_SELECTION_MS + WHEEL_ROTATION_MS * 3);
    expect(selectedId()).toBeNull();
    expect(screen.getByRole("button", { name: "Play banner rotation" })).toBeInTheDocument();
  });

  it("returns to full-screen once scrolled past the trigger line", () => {
    renderWheel();
    advance(WHEEL_INITIAL_SELECTION_MS);
    expect(selectedId()).toBe("settings");
    Object.defineProperty(window, "scrollY", { value: window.innerHeight, configurable: true });
    act(() => {
      window.dispatchEvent(new Event("scroll"));
    });
    expect(selectedId()).toBeNull();
    Object.defineProperty(window, "scrollY", { value: 0, configurable: true });
  });
});
