import { describe, expect, it } from "vitest";
import { heldByDocument, PAYLOAD, readPayload } from "#scripts/static-html-payload.ts";
import { builtPages, kb } from "./support/built-pages";

// scripts/static-html-payload.ts: a section that arrives as HTML is not sent again in the hydration payload.
describe("hydration payload, every built page", () => {
  it("has only payload chunks the post-build can read", () => {
    const unread = builtPages().flatMap(({ route, html }) => {
      const chunks = html.match(/streamController\.enqueue\(/g)?.length ?? 0;
      const read = [...html.matchAll(PAYLOAD)].filter(([, , literal]) => readPayload(literal!)).length;
      return chunks === read ? [] : [`${route}: ${chunks - read} of ${chunks} payload chunks not in the format scripts/static-html-payload.ts reads`];
    });
    expect(unread).toEqual([]);
  });

  it("holds no section HTML or JSON-LD that the page already holds", () => {
    const twice = builtPages().flatMap(({ route, html }) =>
      [...html.matchAll(PAYLOAD)].flatMap(([, , literal]) =>
        (readPayload(literal!)?.values ?? [])
          .filter((value): value is string => heldByDocument(value, html))
          .map((value) => `${route}: ${kb(Buffer.byteLength(value))} of "${value.slice(0, 40)}…" is in the page and again in its hydration payload`),
      ),
    );
    expect(twice).toEqual([]);
  });
});
