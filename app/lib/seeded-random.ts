/**
 * Deterministic pseudo-random numbers in [0, 1), so code-drawn art comes out the same on the
 * server and in the browser. A linear congruential generator; `state` is where it starts.
 */
export function seededRandom(state: number): () => number {
  return () => {
    state = (state * 9301 + 49297) % 233280;
    return state / 233280;
  };
}

/** A stable seed from a text such as a slug, so each entry keeps its own generated art. */
export function seedOf(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) % 99_991;
  return hash + 1;
}
