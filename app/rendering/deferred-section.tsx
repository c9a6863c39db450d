import {
  Suspense,
  createElement,
  use,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  memo,
  useRef,
  useState,
  type ComponentType,
} from "react";
import { UNSAFE_DataRouterContext } from "react-router";
import { useHydrated } from "#app/lib/use-hydrated.ts";

type DeferredOptions<P> = {
  /**
   * The section itself, for the server's HTML: pass `import.meta.env.SSR ? (await import("./x")).Section : null`, so the
   * browser's bundle leaves it out (a static import of the module would keep it in the page's chunk).
   */
  server: ComponentType<P> | null;
  /** The section's module, loaded when the visitor comes near it: `() => import("./x").then((m) => m.Section)`. */
  load: () => Promise<ComponentType<P>>;
};

/** How far below (or above) the viewport a section starts loading its code. */
const NEAR = "100% 0px";
const INTENT_EVENTS = ["pointerover", "focusin", "touchstart"] as const;
// Keys that move within a widget (tabs, carousels) and do nothing else. Enter and Space arrive as clicks.
const HELD_KEYS = new Set(["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End"]);

// A click or key React could not deliver, with the element it was meant for.
// Runs `run` when its Suspense boundary commits. Kept apart from the component that calls `use`: React 19 cannot
// mount hooks that come after a `use` that suspended during hydration (minified error 467).
function OnCommit({ run }: { run: () => void }) {
  useLayoutEffect(run, [run]);
  return null;
}

type Held = { event: Event; target: Element; key?: string };

/**
 * A section below the fold whose JavaScript waits until the visitor comes near it (or points at it, touches it,
 * or tabs into it). It uses React's own selective hydration: the section sits in a Suspense boundary whose
 * component suspends until its code is there, so React keeps the server's DOM as it is (the same elements, with
 * their focus and scroll positions) and hydrates it in place when the code arrives.
 *
 * React 19 drops a click or key pressed inside a boundary it cannot hydrate yet (it stops the event's propagation),
 * so those are held here: a listener on `window` in the capture phase, ahead of React's own on the document, notes
 * them, one in the bubble phase forgets those React delivered after all (it hydrates within the event when the code
 * is already there), and the rest are given again to the same element once the section is live.
 *
 * Reached by client-side navigation, the section loads at once: the route's client loader waits for `preload`,
 * so that the page renders whole and an anchor in it can be scrolled to.
 */
export function deferredSection<P extends object>({ server, load }: DeferredOptions<P>) {
  let loading: Promise<ComponentType<P>> | null = null;
  let loaded: ComponentType<P> | null = null;
  const loadOnce = () => (loading ??= load().then((component) => (loaded = component)));
  // The section's server HTML, copied as it hydrates. An update that React must render at once (not in a transition)
  // and that reaches the boundary while it waits for its code makes React drop the server's DOM and render the
  // boundary afresh: React Router's own router re-renders that way on every change of address, a hash change on
  // the same page included. The copy is then the fallback, so the section stays on screen, at its height, with its
  // ids to scroll to, until its code is there.
  let serverCopy: string | null = null;
  // The promise the section suspends on: it starts loading only when the wrapper says the visitor is near.
  let wake: () => void = () => {};
  const woken = new Promise<void>((resolve) => (wake = resolve));
  const ready = woken.then(loadOnce);

  // In the server's HTML the section waits for the visitor to come near; rendered afresh in the browser, it loads at once.
  function Section({ props, waitUntilNear }: { props: P; waitUntilNear: boolean }) {
    const Live = import.meta.env.SSR ? server : (loaded ?? use(waitUntilNear ? ready : loadOnce()));
    // createElement: the component is the module's own, the same on every render, not one made here.
    return Live ? createElement(Live, props) : null;
  }

  // Memoised on its props one by one: a page that renders again (a fetcher's answer, the router's state) hands the
  // section equal props, and the boundary must not see them as new. React cannot apply new props to a boundary
  // that is still waiting for its code, so it would hold back that whole update until the visitor came near.
  const Boundary = memo(function Boundary({ onLive, waitUntilNear, ...props }: BoundaryProps) {
    return (
      <Suspense fallback={waitUntilNear ? <ServerCopy /> : null}>
        <Section props={props as P} waitUntilNear={waitUntilNear} />
        <OnCommit run={onLive} />
      </Suspense>
    );
  });
  type BoundaryProps = P & { onLive: () => void; waitUntilNear: boolean };

  function ServerCopy() {
    return serverCopy === null ? null : <div className="contents" dangerouslySetInnerHTML={{ __html: serverCopy }} />;
  }

  function DeferredSection(props: P) {
    const hydrated = useHydrated();
    // Only an instance that starts in the server's HTML has anything to keep while its code loads.
    const [startsInServerHtml] = useState(!hydrated);
    const [live, setLive] = useState(false);
    const holder = useRef<HTMLDivElement>(null);
    const held = useRef<Held[]>([]);
    // Set once React has the section: from then on clicks and keys reach it directly, the replayed ones included.
    const hydratedInPlace = useRef(false);

    useLayoutEffect(() => {
      if (startsInServerHtml && holder.current) serverCopy = holder.current.innerHTML;
    }, [startsInServerHtml]);

    useEffect(() => {
      const element = holder.current;
      if (live || !element) return;
      if (!startsInServerHtml) return;
      const inside = (event: Event) => event.target instanceof Node && element.contains(event.target);
      const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && wake(), { rootMargin: NEAR });
      const onIntent = (event: Event) => inside(event) && wake();
      const onClick = (event: MouseEvent) => {
        if (hydratedInPlace.current || !inside(event) || !(event.target instanceof Element) || event.target.closest("a[href]")) return;
        held.current.push({ event, target: event.target });
        wake();
      };
      const onKeyDown = (event: KeyboardEvent) => {
        if (hydratedInPlace.current || !inside(event) || !HELD_KEYS.has(event.key) || !(document.activeElement instanceof Element)) return;
        event.preventDefault();
        held.current.push({ event, target: document.activeElement, key: event.key });
        wake();
      };
      // Delivered only if the section was live by then: an event can also pass unhandled while React is still
      // part-way through hydrating the section (its elements are not yet mounted, so React finds no target).
      const onDelivered = (event: Event) => {
        if (hydratedInPlace.current) held.current = held.current.filter((entry) => entry.event !== event);
      };
      observer.observe(element);
      for (const type of INTENT_EVENTS) window.addEventListener(type, onIntent, { capture: true, passive: true });
      window.addEventListener("click", onClick, { capture: true });
      window.addEventListener("keydown", onKeyDown, { capture: true });
      for (const type of ["click", "keydown"]) window.addEventListener(type, onDelivered);
      return () => {
        for (const type of ["click", "keydown"]) window.removeEventListener(type, onDelivered);
        observer.disconnect();
        for (const type of INTENT_EVENTS) window.removeEventListener(type, onIntent, { capture: true });
        window.removeEventListener("click", onClick, { capture: true });
        window.removeEventListener("keydown", onKeyDown, { capture: true });
      };
    }, [live, startsInServerHtml]);

    // Any change of the router's state (a fetcher's answer, a navigation) reaches every boundary through React
    // Router's context, and React holds back an update that reaches a boundary still waiting for its code. So the
    // sections wake on the first fetcher, navigation, revalidation or change of address (a hash change completes
    // without a navigation state), from outside React's render, and the update goes through once they are live.
    // (The router's own subscription is the one place that change can be heard outside a render.)
    const dataRouter = useContext(UNSAFE_DataRouterContext);
    useEffect(() => {
      if (!startsInServerHtml || !dataRouter) return;
      const { key } = dataRouter.router.state.location;
      return dataRouter.router.subscribe((state) => {
        if (state.fetchers.size > 0 || state.navigation.state !== "idle" || state.revalidation !== "idle" || state.location.key !== key)
          wake();
      });
    }, [dataRouter, startsInServerHtml]);

    // Runs with the section's own layout effects, once React has hydrated (or rendered) it. That can happen
    // inside the dispatch of a held event (React hydrates synchronously when it can), so the replay waits for
    // the dispatch to end, and so for the bubble-phase listener to forget an event React delivered itself.
    const onLive = useCallback(() => {
      hydratedInPlace.current = true;
      setTimeout(() => {
        setLive(true);
        const replay = held.current;
        held.current = [];
        for (const { target, key } of replay) {
          if (!target.isConnected) continue;
          if (key) target.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }));
          else if (target instanceof HTMLElement) target.click();
        }
      });
    }, []);

    return (
      <div ref={holder} data-deferred={live ? "live" : ""}>
        <Boundary {...props} onLive={onLive} waitUntilNear={startsInServerHtml} />
      </div>
    );
  }
  /** For a client loader: the section's code, so that a page reached by client-side navigation renders it whole at once. */
  DeferredSection.preload = loadOnce;
  return DeferredSection;
}
