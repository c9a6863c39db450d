import { describe, expect, it } from "vitest";
import { parseBeacon } from "./beacon";

const valid = { p: "/services/data-platforms", w: 390, m: { LCP: 1234.5, CLS: 0.02, INP: 80, FCP: 900, TTFB: 120 } };

describe("parseBeacon", () => {
  it("reads a page's path, viewport width and metrics", () => {
    expect(parseBeacon(JSON.stringify(valid))).toEqual({
      ok: true,
      beacon: { path: valid.p, viewportWidth: 390, metrics: valid.m },
    });
    expect(parseBeacon(JSON.stringify({ ...valid, m: { TTFB: 10 } }))).toMatchObject({ ok: true });
  });

  it.each([
    ["not JSON", "{nope", /^The body is not JSON/],
    ["a key given twice", '{"p":"/","p":"/x","w":1,"m":{"LCP":1}}', /^The body is not JSON/],
    ["an array", "[1]", /^Not a Web Vitals beacon/],
    ["an unknown field (an identifier)", JSON.stringify({ ...valid, id: "visitor-1" }), /^Not a Web Vitals beacon/],
    ["an unknown metric", JSON.stringify({ ...valid, m: { FID: 3 } }), /^Not a Web Vitals beacon: m/],
    ["no metric at all", JSON.stringify({ ...valid, m: {} }), /No metric was sent/],
    ["a negative value", JSON.stringify({ ...valid, m: { LCP: -1 } }), /^Not a Web Vitals beacon: m\.LCP/],
    ["a value past any browser's", JSON.stringify({ ...valid, m: { CLS: 11 } }), /CLS must be at most 10/],
    ["a path that is a full address", JSON.stringify({ ...valid, p: "https://elsewhere.example/" }), /^Not a Web Vitals beacon: p/],
    ["a fractional width", JSON.stringify({ ...valid, w: 390.5 }), /^Not a Web Vitals beacon: w/],
    ["a value as a string", JSON.stringify({ ...valid, m: { LCP: "1200" } }), /^Not a Web Vitals beacon: m\.LCP/],
  ])("refuses %s, in words", (_what, body, words) => {
    const parsed = parseBeacon(body);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatch(words);
  });
});
