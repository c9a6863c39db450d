import { seededRandom } from "#app/lib/seeded-random.ts";
import type { IndexedPage } from "#scripts/search/write-search-index.ts";

const TOPICS = [
  "data governance",
  "master data",
  "data quality",
  "lakehouse",
  "data masking",
  "AI governance",
  "document intelligence",
  "cloud migration",
  "business intelligence",
  "data contracts",
  "streaming",
  "test data",
];
const SECTORS = ["banks", "insurers", "hospitals", "retailers", "utilities", "manufacturers", "credit unions", "asset managers"];

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * `count` blog pages for the search benchmark: ten years of weekly posts for a larger firm. Each is a real
 * built blog page with its title, breadcrumb and body replaced by paragraphs drawn (seeded, so every run is
 * the same) from the words of the real pages, so the pages weigh what real ones do and the index's
 * vocabulary grows as a real one would.
 */
export function generatedBlogPages(real: readonly IndexedPage[], count: number): IndexedPage[] {
  const template =
    real.find((page) => page.route === "/resources/blogs/data-masking") ?? real.find((page) => page.route.startsWith("/resources/blogs/"));
  if (!template) throw new Error("No built blog page to use as a template");
  const words = [
    ...new Set(
      real.flatMap(
        (page) =>
          /<main\b[\s\S]*<\/main>/
            .exec(page.html)?.[0]
            .replace(/<[^>]+>/g, " ")
            .match(/[A-Za-z]{3,}/g) ?? [],
      ),
    ),
  ];
  const random = seededRandom(2026);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const sentence = () => {
    const length = 8 + Math.floor(random() * 14);
    const text = Array.from({ length }, () => pick(words).toLowerCase()).join(" ");
    return `${text[0]!.toUpperCase()}${text.slice(1)}.`;
  };
  const paragraph = () => Array.from({ length: 3 + Math.floor(random() * 4) }, sentence).join(" ");
  const [before, after] = [
    template.html.slice(0, template.html.indexOf("<main")),
    template.html.slice(template.html.indexOf("</main>") + "</main>".length),
  ];
  return Array.from({ length: count }, (_, index) => {
    const slug = `weekly-${String(index + 1).padStart(4, "0")}`;
    const route = `/resources/blogs/${slug}`;
    const title = `${pick(TOPICS)} for ${pick(SECTORS)}: week ${index + 1}`.replace(/^./, (letter) => letter.toUpperCase());
    const breadcrumb = JSON.stringify({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: ["Home", "Resources", "Blogs", title].map((name, position) => ({
        "@type": "ListItem",
        position: position + 1,
        name,
      })),
    });
    const sections = Array.from(
      { length: 5 },
      () => `<h2>${escape(sentence().slice(0, 60))}</h2><p>${escape(paragraph())}</p><p>${escape(paragraph())}</p>`,
    ).join("");
    const main = `<main id="main"><script type="application/ld+json">${breadcrumb}</script><h1>${escape(title)}</h1>${sections}</main>`;
    return {
      route,
      html: `${before.replace(/<title>[^<]*<\/title>/, `<title>${escape(title)} | Lumenor Data &amp; AI</title>`)}${main}${after}`,
    };
  });
}
