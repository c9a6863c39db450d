import { describe, expect, it } from "vitest";
import { sitemapXml } from "./sitemap";

const page = (route: string, head = "") => ({ route, html: `<html><head>${head}</head><body></body></html>` });

describe("sitemapXml", () => {
  it("lists every built page at the site's origin, home first", () => {
    const xml = sitemapXml("https://www.example.com", [page("/contact-us"), page("/"), page("/about")]);
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual([
      "https://www.example.com/",
      "https://www.example.com/about",
      "https://www.example.com/contact-us",
    ]);
  });

  it("leaves out a page whose meta says noindex", () => {
    const xml = sitemapXml("https://www.example.com", [
      page("/"),
      page("/employee-portal", '<meta name="robots" content="noindex, follow"/>'),
    ]);
    expect(xml).not.toContain("employee-portal");
  });
});
