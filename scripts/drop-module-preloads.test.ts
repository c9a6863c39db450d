import { describe, expect, it } from "vitest";
import { dropModulePreloads } from "./drop-module-preloads";

describe("dropModulePreloads", () => {
  it("removes module preloads and keeps everything else, the module script included", () => {
    const html =
      '<html><head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/x.js"/><link rel="preload" href="/f.woff2" as="font"/></head>' +
      '<body><main>Hi</main><script type="module">import "/x.js";</script></body></html>';
    expect(dropModulePreloads(html)).toBe(
      '<html><head><link rel="stylesheet" href="/a.css"/><link rel="preload" href="/f.woff2" as="font"/></head>' +
        '<body><main>Hi</main><script type="module">import "/x.js";</script></body></html>',
    );
  });
});
