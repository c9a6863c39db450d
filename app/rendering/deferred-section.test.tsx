// @vitest-environment jsdom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { Suspense, createContext, useState } from "react";
import { flushSync } from "react-dom";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { deferredSection } from "./deferred-section";
import { unmountThenUnstub } from "#tests/dom-stubs.ts";

/** A section with behaviour: a counter the visitor can move. */
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <section aria-label={label}>
      <button type="button" onClick={() => setCount(count + 1)} onKeyDown={(event) => event.key === "ArrowUp" && setCount(count + 10)}>
        {`Clicked ${count} times`}
      </button>
    </section>
  );
}

let intersect: (() => void) | null;
class FakeIntersectionObserver {
  constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
    intersect = () => callback([{ isIntersecting: true }]);
  }
  observe() {}
  disconnect() {
    intersect = null;
  }
}

// The server's HTML for the section, as the pre-rendered page holds it (the server renders the section in place).
const serverHtml = renderToString(
  <div data-deferred="">
    <Suspense fallback={null}>
      <Counter label="Counter" />
    </Suspense>
  </div>,
);

function hydrateDeferred(load: () => Promise<typeof Counter>) {
  const Deferred = deferredSection({ server: null, load });
  const container = document.createElement("div");
  container.innerHTML = serverHtml;
  document.body.append(container);
  act(() => {
    hydrateRoot(container, <Deferred label="Counter" />);
  });
  return container;
}

const flush = () => act(async () => {});
// Held clicks and keys are given again once the dispatch that hydrated the section has ended.
const flushTimers = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

/** A section whose code arrives only when `finish()` is called, and its button as the server's HTML holds it, focused. */
async function hydrateWithCodeHeld() {
  let finishLoading: (component: typeof Counter) => void = () => {};
  const load = vi.fn(() => new Promise<typeof Counter>((resolve) => (finishLoading = resolve)));
  hydrateDeferred(load);
  await flush();
  const staticButton = screen.getByRole("button", { name: "Clicked 0 times" });
  staticButton.focus();
  return { load, staticButton, finish: () => act(async () => finishLoading(Counter)) };
}

beforeEach(() => {
  intersect = null;
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
  vi.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  unmountThenUnstub();
  document.body.innerHTML = "";
  vi.restoreAllMocks();
});

describe("deferredSection", () => {
  it("keeps the server's HTML and loads nothing until the visitor comes near, then hydrates the same elements", async () => {
    const load = vi.fn(async () => Counter);
    const container = hydrateDeferred(load);
    await flush();
    const serverButton = screen.getByRole("button", { name: "Clicked 0 times" });
    expect(load).not.toHaveBeenCalled();

    await act(async () => intersect!());
    expect(load).toHaveBeenCalledOnce();
    fireEvent.click(serverButton);
    await flushTimers();
    expect(serverButton).toHaveTextContent("Clicked 1 times");
    expect(screen.getByRole("button", { name: "Clicked 1 times" })).toBe(serverButton);
    expect(container.querySelector("[data-deferred]")).toHaveAttribute("data-deferred", "live");
  });

  it("carries over a click made while the code loads, on the same element, and keeps the focus", async () => {
    const { load, staticButton, finish } = await hydrateWithCodeHeld();
    fireEvent.click(staticButton);
    expect(load).toHaveBeenCalledOnce();

    await finish();
    await flushTimers();
    expect(staticButton).toHaveTextContent("Clicked 1 times");
    expect(staticButton).toHaveFocus();
  });

  it("carries over arrow keys pressed on the focused element while the code loads", async () => {
    const { load, staticButton, finish } = await hydrateWithCodeHeld();
    fireEvent.keyDown(staticButton, { key: "ArrowUp" });
    fireEvent.keyDown(staticButton, { key: "Tab" });
    expect(load).toHaveBeenCalledOnce();

    await finish();
    await flushTimers();
    expect(staticButton).toHaveTextContent("Clicked 10 times");
    expect(staticButton).toHaveFocus();
  });

  it("does not click twice when React can hydrate the section within the click itself", async () => {
    let finishLoading: (component: typeof Counter) => void = () => {};
    hydrateDeferred(vi.fn(() => new Promise<typeof Counter>((resolve) => (finishLoading = resolve))));
    await flush();
    await act(async () => intersect!());
    const button = screen.getByRole("button", { name: "Clicked 0 times" });

    // The code has arrived, but React has not yet come back to the section when the click lands.
    finishLoading(Counter);
    for (let tick = 0; tick < 5; tick += 1) await Promise.resolve();
    fireEvent.click(button);
    await flushTimers();
    expect(button).toHaveTextContent("Clicked 1 times");
  });

  it("keeps the section on screen when an update it cannot wait for reaches it before its code", async () => {
    // React Router re-renders this way on every change of address, a hash change on the same page included.
    const Address = createContext("/");
    const Deferred = deferredSection({ server: null, load: async () => Counter });
    const Page = ({ address }: { address: string }) => (
      <Address value={address}>
        <Deferred label="Counter" />
      </Address>
    );
    const container = document.createElement("div");
    container.innerHTML = serverHtml;
    document.body.append(container);
    let root: Root | undefined;
    act(() => {
      root = hydrateRoot(container, <Page address="/" />);
    });
    await flush();

    flushSync(() => root!.render(<Page address="/#services" />));
    expect(screen.getByRole("button", { name: "Clicked 0 times" })).toBeInTheDocument();
    await act(async () => intersect?.());
    await flushTimers();
    expect(container.querySelector("[data-deferred]")).toHaveAttribute("data-deferred", "live");
    expect(screen.getAllByRole("button")).toHaveLength(1);
  });

  it("loads at once when the page is reached by client-side navigation", async () => {
    const load = vi.fn(async () => Counter);
    const Deferred = deferredSection({ server: null, load });
    await act(async () => render(<Deferred label="Counter" />));
    expect(screen.getByRole("button", { name: "Clicked 0 times" })).toBeInTheDocument();
    expect(load).toHaveBeenCalledOnce();
  });

  it("renders whole at once when its code was preloaded, as the route's client loader does", async () => {
    const load = vi.fn(async () => Counter);
    const Deferred = deferredSection({ server: null, load });
    await Deferred.preload();
    render(<Deferred label="Counter" />);
    expect(screen.getByRole("button", { name: "Clicked 0 times" })).toBeInTheDocument();
    expect(load).toHaveBeenCalledOnce();
  });
});
