// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import { useRef } from "react";
import { renderToString } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { stubMatchMedia } from "#tests/dom-stubs.ts";
import { REVEAL_OFFSET_PX } from "./motion-constants";
import { useRevealOnScroll } from "./use-reveal-on-scroll";

/** Three cards: one in view, two below the fold of jsdom's 768 px high window. */
const tops = { first: 100, second: 900, third: 1700 };

function Cards() {
  const ref = useRef<HTMLDivElement>(null);
  useRevealOnScroll(ref);
  return (
    <div ref={ref}>
      {Object.keys(tops).map((name) => (
        <section key={name} aria-label={name} data-reveal="" />
      ))}
    </div>
  );
}

type Callback = (entries: { target: Element; isIntersecting: boolean }[]) => void;
let observed: { callback: Callback; options: IntersectionObserverInit | undefined; targets: Element[] } | null;

class FakeIntersectionObserver {
  constructor(callback: Callback, options?: IntersectionObserverInit) {
    observed = { callback, options, targets: [] };
  }
  observe(target: Element) {
    observed!.targets.push(target);
  }
  unobserve(target: Element) {
    observed!.targets = observed!.targets.filter((each) => each !== target);
  }
  disconnect() {}
}

const card = (name: keyof typeof tops) => screen.getByRole("region", { name });

beforeEach(() => {
  observed = null;
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (this: HTMLElement) {
    const top = tops[this.getAttribute("aria-label") as keyof typeof tops] ?? 0;
    return { top, bottom: top + 600, left: 0, right: 0, width: 0, height: 600, x: 0, y: top, toJSON: () => ({}) };
  });
});

describe("useRevealOnScroll", () => {
  it("renders every card visible: nothing is hidden in the server's markup", () => {
    const html = renderToString(<Cards />);
    expect(html.match(/data-reveal=""/g)).toHaveLength(3);
    expect(html).not.toContain("pending");
  });

  it("after hydration hides only the cards below the fold, and reveals each as it comes within the offset", () => {
    stubMatchMedia(false);
    render(<Cards />);
    expect(card("first")).toHaveAttribute("data-reveal", "");
    expect(card("second")).toHaveAttribute("data-reveal", "pending");
    expect(card("third")).toHaveAttribute("data-reveal", "pending");
    expect(observed!.options?.rootMargin).toBe(`0px 0px -${REVEAL_OFFSET_PX}px 0px`);
    expect(observed!.targets).toEqual([card("second"), card("third")]);

    act(() =>
      observed!.callback([
        { target: card("second"), isIntersecting: true },
        { target: card("third"), isIntersecting: false },
      ]),
    );
    expect(card("second")).toHaveAttribute("data-reveal", "shown");
    expect(card("third")).toHaveAttribute("data-reveal", "pending");
    expect(observed!.targets).toEqual([card("third")]);
  });

  it("hides nothing when the visitor prefers reduced motion", () => {
    stubMatchMedia(true);
    render(<Cards />);
    for (const name of ["first", "second", "third"] as const) expect(card(name)).toHaveAttribute("data-reveal", "");
    expect(observed).toBeNull();
  });

  it("hides nothing where the browser has no IntersectionObserver to reveal it again", () => {
    stubMatchMedia(false);
    vi.stubGlobal("IntersectionObserver", undefined);
    render(<Cards />);
    expect(card("third")).toHaveAttribute("data-reveal", "");
  });

  it("shows every card again when the page leaves", () => {
    stubMatchMedia(false);
    const { unmount, container } = render(<Cards />);
    const third = card("third");
    unmount();
    expect(container).toBeEmptyDOMElement();
    expect(third).toHaveAttribute("data-reveal", "");
  });
});
