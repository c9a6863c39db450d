import { describe, expect, it } from "vitest";
import { pageWords } from "./page-words";

const content = {
  sections: [
    { path: "/", label: "Consulting", title: "Crafting custom solutions" },
    { path: "/services", label: "Data Services", entry: "Service" },
    { path: "/resources", label: "Resources", entry: "Resource" },
    { path: "/resources/blogs", label: "Blog" },
    { path: "/partnership", label: "Partnerships" },
  ],
  fallback: "Lumenor",
};

describe("the words on a page's share image", () => {
  it("label a hub by its section and the pages below it by their kind", () => {
    expect(pageWords("/services", "Services", content)).toEqual({ label: "Data Services", title: "Services" });
    expect(pageWords("/services/data-quality", "Data Quality", content)).toEqual({ label: "Service", title: "Data Quality" });
  });

  it("take the deepest section that holds the page", () => {
    expect(pageWords("/resources/blogs/dynamic-masking", "Dynamic masking", content).label).toBe("Blog");
    expect(pageWords("/resources/webinars", "Webinars", content).label).toBe("Resource");
  });

  it("give a page no section covers the fallback, never the home page's words", () => {
    expect(pageWords("/nupmat", "NUPMAT", content)).toEqual({ label: "Lumenor", title: "NUPMAT" });
    expect(pageWords("/partnership-terms", "Terms", content).label).toBe("Lumenor");
    expect(pageWords("/", "Lumenor Data & AI", content)).toEqual({ label: "Consulting", title: "Crafting custom solutions" });
  });
});
