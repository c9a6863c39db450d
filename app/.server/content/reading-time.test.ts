import { describe, expect, it } from "vitest";
import { countWords, readingMinutes } from "./reading-time";

describe("reading time", () => {
  it("counts the words a reader sees, not anchors, link targets or table rules", () => {
    const markdown =
      "## Why it matters {% #why %}\n\nRead [the guide](https://example.com/a-very-long-path) now.\n\n| Area | Need |\n|---|---|\n| Risk | Data |\n\n> A quote.";
    expect(countWords(markdown)).toBe(3 + 4 + 4 + 2);
  });

  it("rounds to whole minutes at 230 words a minute, never below one", () => {
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(100)).toBe(1);
    expect(readingMinutes(1400)).toBe(6);
    expect(readingMinutes(3261)).toBe(14);
  });
});
