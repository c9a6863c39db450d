import { describe, expect, it } from "vitest";
import { buildErrorInWords } from "./build-error";

describe("buildErrorInWords", () => {
  it("keeps a content error's file and fields, without the stack or npm's lines", () => {
    const output = [
      "vite v7 building for production...",
      "\u001b[31mError: Error: Invalid content in content/blogs/x.md:",
      "  - title: Too small: expected string to have >=1 characters",
      "  - date: Invalid date",
      "    at validateContent (file:///app/build/server/index.js:10:11)",
      "    at main (file:///app/scripts/post-build.ts:1:1)",
      "Error: Invalid content in content/blogs/x.md:",
      "npm error Lifecycle script `build` failed with error:",
    ].join("\n");
    expect(buildErrorInWords(output)).toBe(
      "Invalid content in content/blogs/x.md:\n  - title: Too small: expected string to have >=1 characters\n  - date: Invalid date",
    );
  });

  it("keeps the build's first step's list of content problems", () => {
    const output =
      "Error: Invalid content:\n  - content/services/x.yaml: title: Required\n  - content/blogs/y.md: (file): bad\n    at main (x.js:1:1)";
    expect(buildErrorInWords(output)).toBe(
      "Invalid content:\n  - content/services/x.yaml: title: Required\n  - content/blogs/y.md: (file): bad",
    );
  });

  it("falls back to the first error line and what follows, then to the last lines", () => {
    expect(buildErrorInWords("step one\nstep two\nTypeError: x is not a function\nnext line\n    at y (z.js:1:1)")).toBe(
      "TypeError: x is not a function\nnext line",
    );
    const many = Array.from({ length: 30 }, (_, index) => `line ${index}`).join("\n");
    expect(buildErrorInWords(many).split("\n")).toEqual(Array.from({ length: 12 }, (_, index) => `line ${index + 18}`));
    expect(buildErrorInWords("")).toBe("The build failed without saying why.");
    const vite = [
      "build/client/assets/field-errors-B6YZfhbA.js   19.12 kB │ gzip:   6.43 kB",
      "✓ built in 6.43s",
      "Error: Transform failed with 6 errors:",
      'build/server/index.js:3149:10: ERROR: Top-level await is currently not supported with the "cjs" output format',
    ].join("\n");
    expect(buildErrorInWords(vite).split("\n")[0]).toBe("Error: Transform failed with 6 errors:");
    expect(buildErrorInWords("Error: Unexpected token in /srv/site/shared/paths.ts:72:22", "/srv/site")).toBe(
      "Error: Unexpected token in shared/paths.ts:72:22",
    );
  });
});
