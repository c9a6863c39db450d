import { describe, expect, it } from "vitest";
import { withoutSiteName, withSiteName } from "./page-title";

describe("page titles", () => {
  it("follow an inner page's title with the site's name, and leave the home page's alone", () => {
    expect(withSiteName("Partnerships", "Lumenor Data & AI", "/partnership")).toBe("Partnerships | Lumenor Data & AI");
    expect(withSiteName("Lumenor Data & AI: consulting", "Lumenor Data & AI", "/")).toBe("Lumenor Data & AI: consulting");
  });

  it("give the page's own title back, whatever bars it holds itself", () => {
    expect(withoutSiteName("Build | run | govern | Lumenor Data & AI", "Lumenor Data & AI")).toBe("Build | run | govern");
    expect(withoutSiteName("Lumenor Data & AI: consulting", "Lumenor Data & AI")).toBe("Lumenor Data & AI: consulting");
  });
});
