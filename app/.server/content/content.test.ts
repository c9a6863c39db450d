import { describe, expect, it } from "vitest";
import { z } from "zod";
import { clientKindSchema } from "#content/schema/home.ts";
import { getLegalPage } from "./legal";
import { renderMarkdown } from "./markdown";
import { navigation, site } from "./site";
import { ContentError, validateContent } from "./validate";

describe("content", () => {
  it("site facts and navigation pass their schemas", () => {
    expect(site.phone.tel).toMatch(/^\+\d+$/);
    expect(navigation.footer).toHaveLength(4);
  });

  it("an invalid entry fails with a message naming the file and every bad field", () => {
    const schema = z.object({ title: z.string().min(1), contact: z.object({ email: z.email() }) });
    const attempt = () => validateContent(schema, { title: "", contact: { email: "nope" } }, "content/example.ts");
    expect(attempt).toThrow(ContentError);
    expect(attempt).toThrow(/content\/example\.ts[\s\S]*title:[\s\S]*contact\.email:/);
  });

  it("an icon name that no icon draws fails the build instead of falling back silently", () => {
    const attempt = () =>
      validateContent(clientKindSchema, { label: "Private bank", sector: "Banking", icon: "landmrk" }, "content/client-kinds.ts");
    expect(attempt).toThrow(/content\/client-kinds\.ts[\s\S]*icon:/);
  });

  it("the privacy policy has every section the original one had, with the cookie policy anchor", () => {
    const page = getLegalPage("privacy-policy");
    const ids = page.toc.map((entry) => entry.id);
    expect(ids).toEqual(
      expect.arrayContaining([
        "information-we-collect",
        "cookie-policy",
        "how-we-use-information",
        "sharing-information",
        "communications",
        "security",
        "links-to-other-websites",
        "public-discussions",
        "your-choices",
        "childrens-privacy",
        "changes",
      ]),
    );
    expect(page.html).toContain(site.salesSupportEmail);
    expect(page.html).not.toMatch(/\{\{\w+\}\}/);
    expect(page.html).toMatch(/under (the age of )?13/);
  });
});

describe("renderMarkdown", () => {
  it("uses explicit {% #ids %}, slugs the rest, and de-duplicates", () => {
    const { html, toc } = renderMarkdown("## Cookies {% #cookie-policy %}\n\n## Data & you\n\n## Data & you\n");
    expect(html).toContain('<h2 id="cookie-policy">Cookies</h2>');
    expect(toc.map((entry) => entry.id)).toEqual(["cookie-policy", "data-and-you", "data-and-you-2"]);
  });

  it("opens external links in a new tab, safely", () => {
    const { html } = renderMarkdown("[Partner](https://example.com) and [us](/contact-us)");
    expect(html).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">Partner</a>');
    expect(html).toContain('<a href="/contact-us">us</a>');
  });
});
