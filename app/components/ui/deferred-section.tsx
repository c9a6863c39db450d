import { useEffect, useLayoutEffect, useRef, useState, type ComponentType } from "react";
import { flushSync } from "react-dom";
import { useHydrated } from "#app/lib/use-hydrated.ts";

type DeferredOptions<P> = {
  /** The section itself, for the server's HTML: pass `import.meta.env.SSR ? Section : null`, so the browser's bundle leaves it out. */
  server: ComponentType<P> | null;
  /** The section's module, loaded when the visitor comes near it: `() => import("./x").then((m) => m.Section)`. */
  load: () => Promise<ComponentType<P>>;
};

/** How far below (or above) the viewport a section starts loading its code. */
const NEAR = "100% 0px";
const INTENT_EVENTS = ["pointerover", "focusin", "touchstart"] as const;

// The position of `node` under `root`, as child indexes, to find the same element in a fresh copy of the same HTML.
function pathTo(node: Element | null, root: Element | null): number[] | null {
  const path: number[] = [];
  for (let current = node; current && current !== root; current = current.parentElement) {
    if (!current.parentElement) return null;
    path.unshift(Array.prototype.indexOf.call(current.parentElement.children, current));
  }
  return node && root?.contains(node) ? path : null;
}

function elementAt(root: Element | null, path: number[] | null): HTMLElement | null {
  let current: Element | null | undefined = root;
  for (const index of path ?? []) current = current?.children[index];
  return path && current instanceof HTMLElement ? current : null;
}

// What the fresh copy takes over from the server's HTML: the focused element, a click made while the code loaded,
// and the scroll positions of scrolled boxes inside (a row of tabs scrolled sideways on a phone).
type Carried = { focus: number[] | null; click: number[] | null; keys: string[]; scrolled: { path: number[]; left: number; top: number }[] };
const nothingCarried: Carried = { focus: null, click: null, keys: [], scrolled: [] };
// Keys that move within a widget (tabs, carousels) and do nothing else: pressed while the code loads, they are
// held and pressed again on the focused element once it is live. Enter and Space arrive as clicks.
const HELD_KEYS = new Set(["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End"]);

function scrolledWithin(root: Element): Carried["scrolled"] {
  return [...root.querySelectorAll("*")]
    .filter((element) => element.scrollLeft !== 0 || element.scrollTop !== 0)
    .map((element) => ({ path: pathTo(element, root) ?? [], left: element.scrollLeft, top: element.scrollTop }));
}

/**
 * A section below the fold whose JavaScript waits until the visitor comes near it (or points at it, touches
 * it, or tabs into it). Until then the browser keeps the server's HTML as it is: React adopts an element whose
 * `dangerouslySetInnerHTML` it did not write without comparing or replacing its content. Once the code is
 * there, the section is rendered afresh over the same HTML; focus, and a click or arrow keys used while it loaded, carry over.
 * Reached by client-side navigation, the section loads at once: the route's client loader waits for `preload`,
 * so that the page renders whole and an anchor in it can be scrolled to.
 */
export function deferredSection<P extends object>({ server, load }: DeferredOptions<P>) {
  let loading: Promise<ComponentType<P>> | null = null;
  let loaded: ComponentType<P> | null = null;
  const loadOnce = () => (loading ??= load().then((component) => (loaded = component)));

  function DeferredSection(props: P) {
    const hydrated = useHydrated();
    // Only an instance that starts in the server's HTML has anything to keep while its code loads.
    const [startsInServerHtml] = useState(!hydrated);
    const [Live, setLive] = useState<ComponentType<P> | null>(() => loaded);
    const holder = useRef<HTMLDivElement>(null);
    const carried = useRef<Carried>(nothingCarried);

    useEffect(() => {
      if (Live || !holder.current) return;
      const element: HTMLDivElement = holder.current;
      let done = false;
      const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && wake(), { rootMargin: NEAR });
      const onClick = (event: Event) => {
        if (!(event.target instanceof Element) || event.target.closest("a[href]")) return;
        carried.current = { ...carried.current, click: pathTo(event.target, element) };
        wake();
      };
      const onKeyDown = (event: KeyboardEvent) => {
        if (!HELD_KEYS.has(event.key)) return;
        event.preventDefault();
        carried.current = { ...carried.current, keys: [...carried.current.keys, event.key] };
        wake();
      };
      // A click or a key is remembered until the section is live; the other signals only start the loading.
      function stopWatching() {
        observer.disconnect();
        for (const type of INTENT_EVENTS) element.removeEventListener(type, wake);
      }
      function wake() {
        stopWatching();
        void loadOnce().then((component) => {
          if (done) return;
          // Read and swapped in one task: a Tab or scroll in between would otherwise be lost with the old HTML.
          flushSync(() => {
            carried.current = { ...carried.current, focus: pathTo(document.activeElement, element), scrolled: scrolledWithin(element) };
            setLive(() => component);
          });
        });
      }
      if (!startsInServerHtml) {
        wake();
      } else {
        observer.observe(element);
        for (const type of INTENT_EVENTS) element.addEventListener(type, wake, { passive: true });
        element.addEventListener("click", onClick);
        element.addEventListener("keydown", onKeyDown);
      }
      return () => {
        done = true;
        stopWatching();
        element.removeEventListener("click", onClick);
        element.removeEventListener("keydown", onKeyDown);
      };
    }, [Live, startsInServerHtml]);

    useLayoutEffect(() => {
      if (!Live) return;
      const { focus, click, keys, scrolled } = carried.current;
      carried.current = nothingCarried;
      for (const { path, left, top } of scrolled) elementAt(holder.current, path)?.scrollTo(left, top);
      elementAt(holder.current, focus)?.focus({ preventScroll: true });
      elementAt(holder.current, click)?.click();
      for (const key of keys) {
        const target = holder.current?.contains(document.activeElement) ? document.activeElement : null;
        target?.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }));
      }
    }, [Live]);

    if (import.meta.env.SSR && server) {
      const Section = server;
      return (
        <div data-deferred="">
          <Section {...props} />
        </div>
      );
    }
    if (Live) {
      return (
        <div key="live" ref={holder} data-deferred="live">
          <Live {...props} />
        </div>
      );
    }
    return <div key="waiting" ref={holder} data-deferred="" dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />;
  }
  /** For a client loader: the section's code, so that a page reached by client-side navigation renders it whole at once. */
  DeferredSection.preload = loadOnce;
  return DeferredSection;
}
