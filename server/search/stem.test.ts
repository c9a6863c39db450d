import { describe, expect, it } from "vitest";
import { stem } from "./stem";

describe("stem", () => {
  it.each([
    ["governing", "govern"],
    ["governed", "govern"],
    ["governance", "govern"],
    ["governs", "govern"],
    ["masking", "mask"],
    ["masked", "mask"],
    ["masks", "mask"],
    ["managed", "manag"],
    ["management", "manag"],
    ["managing", "manag"],
    ["integration", "integrat"],
    ["integrating", "integrat"],
    ["modernisation", "modern"],
    ["modernizing", "modern"],
    ["policies", "policy"],
    ["planning", "plan"],
    ["processes", "process"],
    ["types", "typ"],
    ["type", "typ"],
    ["code", "cod"],
    ["codes", "cod"],
  ])("%s → %s", (word, expected) => {
    expect(stem(word)).toBe(expected);
  });

  it("leaves short words, numbers and words that are not plurals alone", () => {
    for (const word of ["data", "bank", "ai", "process", "access", "status", "analysis", "2024s"]) expect(stem(word)).toBe(word);
  });
});
