import { describe, expect, it } from "vitest";
import { heroMotifFor } from "./hero-motif";
import { paths } from "./paths";

describe("heroMotifFor", () => {
  it("gives each page family its own motif, sub-pages included", () => {
    expect(heroMotifFor(paths.servicesHub)).toBe("services");
    expect(heroMotifFor(paths.service("data-governance"))).toBe("services");
    expect(heroMotifFor(paths.aiOffering("genai"))).toBe("services");
    expect(heroMotifFor(paths.industry("banking"))).toBe("industries");
    expect(heroMotifFor(paths.resourceList("webinars"))).toBe("resources");
    expect(heroMotifFor(paths.galleryItem("mdm-hub"))).toBe("resources");
    expect(heroMotifFor(paths.workLife)).toBe("careers");
    expect(heroMotifFor(paths.nupmat)).toBe("careers");
    expect(heroMotifFor("/company-overview")).toBe("company");
    expect(heroMotifFor("/no-such-page")).toBe("company");
  });

  it("matches whole path segments, not prefixes of words", () => {
    expect(heroMotifFor(`${paths.servicesHub}-archive`)).toBe("company");
  });
});
