import { useSyncExternalStore } from "react";

type NavigationLike = EventTarget;

/**
 * The editor's current path. Keystatic moves between its views with history.pushState, which fires no event of its
 * own: the Navigation API's currententrychange reports it where the browser has one; elsewhere a click or key press
 * is followed by a look at the address on the next frame (Keystatic navigates in its click and key handlers).
 */
function subscribe(onChange: () => void): () => void {
  const navigation = (window as { navigation?: NavigationLike }).navigation;
  const afterInput = () => requestAnimationFrame(onChange);
  window.addEventListener("popstate", onChange);
  if (navigation) navigation.addEventListener("currententrychange", onChange);
  else {
    window.addEventListener("click", afterInput, true);
    window.addEventListener("keyup", afterInput, true);
  }
  return () => {
    window.removeEventListener("popstate", onChange);
    navigation?.removeEventListener("currententrychange", onChange);
    window.removeEventListener("click", afterInput, true);
    window.removeEventListener("keyup", afterInput, true);
  };
}

export const useEditorPath = (): string =>
  useSyncExternalStore(
    subscribe,
    () => window.location.pathname,
    () => "",
  );
