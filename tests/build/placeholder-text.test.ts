import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { builtPages } from "./support/built-pages";

// A page waiting for a company fact renders it as absent, never as a stand-in a visitor can read
// ("[street address]", "Placeholder 07"): the stand-ins live in the content, where `npm run launch-check` lists them.
const bracketed = /\[[\p{L}\d][\p{L}\d .,'-]*\]/u;
const placeholderWord = /\bplaceholders?\b/i;

/** What a visitor can read on the page: its title, text and the words of images, labels and descriptions. */
function readableText(html: string): string[] {
  const { document } = new JSDOM(html).window;
  for (const element of document.querySelectorAll("script, style, template")) element.remove();
  const attributes = [...document.querySelectorAll("[alt], [aria-label], [title], meta[name='description'], meta[property^='og:']")].flatMap(
    (element) => ["alt", "aria-label", "title", "content"].map((name) => element.getAttribute(name) ?? ""),
  );
  return [document.title, document.body.textContent ?? "", ...attributes].filter(Boolean);
}

describe("the built public pages", () => {
  it('show no square-bracketed stand-in and no "Placeholder" as text', () => {
    const found = builtPages()
      .filter(({ route }) => !route.startsWith("/staff"))
      .flatMap(({ route, html }) =>
        readableText(html).flatMap((text) =>
          [bracketed, placeholderWord].flatMap((pattern) => {
            const match = pattern.exec(text);
            return match ? [`${route}: "${text.slice(Math.max(0, match.index - 30), match.index + match[0].length + 30).replace(/\s+/g, " ")}"`] : [];
          }),
        ),
      );
    expect(found).toEqual([]);
  });
});
