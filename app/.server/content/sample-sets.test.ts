import { describe, expect, it } from "vitest";
import { shownEntries } from "./sample-sets";
import { getWorkLifePage } from "./company-pages";
import { getHomeContent } from "./home";

const entries = [
  { quote: "real", sample: false },
  { quote: "made up", sample: true },
];

describe("sample sets", () => {
  it("show every entry as examples, or only the real ones while the set's samples are hidden", () => {
    expect(shownEntries(entries, "examples")).toEqual(entries);
    expect(shownEntries(entries, "hidden")).toEqual([entries[0]]);
    expect(shownEntries(entries.slice(1), "hidden")).toEqual([]);
  });

  it("follow this repository's switches: testimonials and reviews shown as examples, labelled as such", () => {
    const home = getHomeContent();
    expect(home.testimonials.length).toBeGreaterThan(0);
    expect(home.sampleLabel).toBe("Example");
    expect(getWorkLifePage("/work-life").page.reviews.items.length).toBeGreaterThan(0);
  });
});
