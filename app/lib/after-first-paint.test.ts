import { afterEach, describe, expect, it, vi } from "vitest";
import { inlineScriptSource } from "#scripts/inline-script.ts";
import afterFirstPaint from "./after-first-paint";

// The function as written, and as pages carry it (bundled and minified by scripts/inline-script.ts).
const inlined = new Function(`return ${inlineScriptSource("app/lib/after-first-paint.ts")}`)() as typeof afterFirstPaint;

type Listener = (list: { getEntriesByName: (name: string) => unknown[] }) => void;
function fakeObserver() {
  const listeners: Listener[] = [];
  const Observer = class {
    static supportedEntryTypes = ["paint", "largest-contentful-paint"];
    constructor(listener: Listener) {
      listeners.push(listener);
    }
    observe() {}
  };
  const report = (name: string) =>
    listeners.forEach((listener) => listener({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }));
  return { Observer, report };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe.each([
  ["as written", afterFirstPaint],
  ["as inlined", inlined],
])("afterFirstPaint, %s", (_form, afterFirstPaint) => {
  it("waits for the first contentful paint, not the first paint, and runs once even when its time limit passes too", () => {
    vi.useFakeTimers();
    const { Observer, report } = fakeObserver();
    vi.stubGlobal("PerformanceObserver", Observer);
    const callback = vi.fn();
    afterFirstPaint(callback);
    report("first-paint");
    expect(callback).not.toHaveBeenCalled();
    report("first-contentful-paint");
    expect(callback).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(3000);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it("runs after 3 s when no paint is reported (a tab opened in the background)", () => {
    vi.useFakeTimers();
    vi.stubGlobal("PerformanceObserver", fakeObserver().Observer);
    const callback = vi.fn();
    afterFirstPaint(callback);
    vi.advanceTimersByTime(2999);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it("runs at once in a browser that does not report paints", () => {
    vi.stubGlobal("PerformanceObserver", undefined);
    const callback = vi.fn();
    afterFirstPaint(callback);
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
