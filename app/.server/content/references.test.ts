import { describe, expect, it } from "vitest";
import { checkReferences, referenceTarget } from "./references";

const industries = referenceTarget("industry", [{ slug: "banking" }, { slug: "insurance" }]);
const services = referenceTarget("service", [{ slug: "data-quality" }]);

describe("checkReferences", () => {
  it("accepts slugs that exist in any target", () => {
    const entries = [{ slug: "a", related: ["banking", "data-quality"] }];
    expect(() => checkReferences("content/x.ts", entries, "related", (e) => e.related, [industries, services])).not.toThrow();
  });

  it("names the file, entry, field, position and slug of every broken reference", () => {
    const entries = [
      { slug: "data-governance", industries: ["banking", "bankin"] },
      { slug: "data-quality", industries: ["wine"] },
    ];
    expect(() => checkReferences("content/services.ts", entries, "industries", (e) => e.industries, [industries])).toThrow(
      'Invalid content in content/services.ts:\n  - data-governance.industries.1: no industry has the slug "bankin"\n' +
        '  - data-quality.industries.0: no industry has the slug "wine"',
    );
  });

  it("treats a missing field as no references", () => {
    expect(() => checkReferences("f", [{ slug: "a" }], "related", () => undefined, [services])).not.toThrow();
  });
});
