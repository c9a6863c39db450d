import { describe, expect, it } from "vitest";
import { sourcePage } from "./request-guards";

const post = (url: string, referer?: string) => ({ url, headers: new Headers(referer ? { referer } : {}) });

describe("sourcePage", () => {
  it("takes the path of a same-origin Referer, and not of another site's", () => {
    expect(sourcePage(post("https://site.test/contact-us.data", "https://site.test/services/data-quality?x=1"))).toBe(
      "/services/data-quality",
    );
    expect(sourcePage(post("https://site.test/contact-us", "https://elsewhere.test/page"))).toBe("/contact-us");
  });

  it("names the route, not its data URL, when a script's post has no Referer", () => {
    expect(sourcePage(post("https://site.test/contact-us.data"))).toBe("/contact-us");
    expect(sourcePage(post("https://site.test/resources/whitepapers/a/download.data?index"))).toBe("/resources/whitepapers/a/download");
    expect(sourcePage(post("https://site.test/_.data"))).toBe("/");
    expect(sourcePage(post("https://site.test/api/sendMail"))).toBe("/api/sendMail");
  });
});
