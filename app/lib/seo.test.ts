import { describe, expect, it } from "vitest";
import { seo, withSearchEngineFields } from "./seo";

const matches = [{ id: "root", loaderData: { origin: "https://lumenor.example", site: { name: "Lumenor Data & AI" } } }];
const content = (tags: ReturnType<typeof seo>, key: string) => {
  const tag = tags.find((each) => ("property" in each && each.property === key) || ("name" in each && each.name === key));
  return tag && "content" in tag ? tag.content : undefined;
};

describe("seo", () => {
  const tags = seo(matches, {
    title: "Data Governance",
    description: "Governance that auditors can follow.",
    path: "/services/data-governance",
  });

  it("names the page's own share image, with its size and a text alternative, for Open Graph, which X reads too", () => {
    expect(content(tags, "og:image")).toBe("https://lumenor.example/share/services/data-governance.png");
    expect([content(tags, "og:image:width"), content(tags, "og:image:height"), content(tags, "og:image:type")]).toEqual([
      "1200",
      "630",
      "image/png",
    ]);
    expect(content(tags, "og:image:alt")).toBe("Data Governance | Lumenor Data & AI");
    expect(content(tags, "twitter:card")).toBe("summary_large_image");
  });

  it("gives the home page the share image at /share/index.png and its title without the site's name again", () => {
    const home = seo(matches, { title: "Lumenor Data & AI: consulting", description: "x", path: "/" });
    expect(content(home, "og:image")).toBe("https://lumenor.example/share/index.png");
    expect(home[0]).toEqual({ title: "Lumenor Data & AI: consulting" });
  });

  it("lets an entry's editor override the title and description in results, credit another address and ask not to be listed", () => {
    const page = { title: "Data Governance", description: "Governance that auditors can follow.", path: "/services/data-governance" };
    const plain = seo(matches, withSearchEngineFields(page, {}));
    expect(plain.find((tag) => "rel" in tag && tag.rel === "canonical")).toMatchObject({
      href: "https://lumenor.example/services/data-governance",
    });
    expect(content(plain, "robots")).toBeUndefined();

    const tuned = seo(
      matches,
      withSearchEngineFields(page, {
        metaTitle: "Data governance consulting",
        metaDescription: "A governance programme your auditors can follow, from policy to lineage, built with your data owners.",
        canonical: "/resources/blogs/governance-guide",
        noindex: true,
      }),
    );
    expect(tuned[0]).toEqual({ title: "Data governance consulting | Lumenor Data & AI" });
    expect(content(tuned, "description")).toMatch(/^A governance programme/);
    expect(tuned.find((tag) => "rel" in tag && tag.rel === "canonical")).toMatchObject({
      href: "https://lumenor.example/resources/blogs/governance-guide",
    });
    expect(content(tuned, "og:url")).toBe("https://lumenor.example/resources/blogs/governance-guide");
    expect(content(tuned, "robots")).toBe("noindex");

    const elsewhere = seo(matches, { ...page, canonical: "https://partner.example/article" });
    expect(content(elsewhere, "og:url")).toBe("https://partner.example/article");
  });

  it("names an entry's own share image, cut to 1200 × 630, in place of the drawn one, with its alt text", () => {
    const page = { title: "Data Governance", description: "Governance that auditors can follow.", path: "/services/data-governance" };
    const shareImage = { path: "/assets/images/0123456789abcdef-share.jpg", type: "image/jpeg", alt: "The governance board at work" };
    const tags = seo(matches, withSearchEngineFields(page, {}, shareImage));
    expect(content(tags, "og:image")).toBe("https://lumenor.example/assets/images/0123456789abcdef-share.jpg");
    expect([content(tags, "og:image:width"), content(tags, "og:image:height"), content(tags, "og:image:type")]).toEqual([
      "1200",
      "630",
      "image/jpeg",
    ]);
    expect(content(tags, "og:image:alt")).toBe("The governance board at work");
  });
});
