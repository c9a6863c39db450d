import { useCallback, useEffect, useRef, useState } from "react";
import type { BannerTab } from "#content/schema/home.ts";
import { usePlayState } from "#app/lib/use-play-state.ts";
import { useAutoplay } from "#app/lib/use-autoplay.ts";
import { WHEEL_INITIAL_SELECTION_MS, WHEEL_ROTATION_MS } from "#app/lib/motion-constants.ts";
import { fullScreenScrollLine, nextInRotation, rotationOrder, type TabId } from "./wheel-order";

type WheelState = { fullScreen: boolean; active: TabId | null };
const FULL_SCREEN: WheelState = { fullScreen: true, active: null };
const INITIAL_TAB: TabId = "settings";

/** The landing banner's state machine: full-screen or one tab selected, with its timers. */
export function useTabWheel(tabs: readonly BannerTab[]) {
  const [state, setState] = useState<WheelState>(FULL_SCREEN);
  const [held, setHeld] = useState(false);
  const touched = useRef(false);
  const { playing, toggle } = usePlayState();
  const order = rotationOrder(tabs);

  const select = useCallback((id: TabId) => {
    touched.current = true;
    setState({ fullScreen: false, active: id });
  }, []);
  const release = useCallback(() => setState(FULL_SCREEN), []);

  // The first programmatic selection, unless the visitor got there first.
  useEffect(() => {
    if (!playing) return;
    const id = setTimeout(() => {
      if (!touched.current) setState({ fullScreen: false, active: INITIAL_TAB });
      touched.current = true;
    }, WHEEL_INITIAL_SELECTION_MS);
    return () => clearTimeout(id);
  }, [playing]);

  const rotate = useCallback(() => setState((s) => ({ fullScreen: false, active: nextInRotation(order, s.active) })), [order]);
  useAutoplay(rotate, WHEEL_ROTATION_MS, playing && !held && !state.fullScreen);

  // Scrolled well past the banner: back to full-screen, so nothing rotates out of sight.
  useEffect(() => {
    const onScroll = () => {
      if (window.scrollY > fullScreenScrollLine(window.innerHeight)) setState((s) => (s.fullScreen ? s : FULL_SCREEN));
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  return { ...state, select, release, setHeld, playing, toggle };
}
