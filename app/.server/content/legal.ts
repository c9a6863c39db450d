import { legalFrontMatter } from "#content/schema/articles.ts";
import { readSingleton } from "./content-files";
import { readMarkdownFile } from "./files";
import { renderMarkdown } from "./markdown";
import { fillSiteTokens } from "./site";

export function getLegalPage(slug: "privacy-policy" | "employee-portal") {
  const file = readMarkdownFile(`legal/${slug}.md`, legalFrontMatter);
  const { html, toc } = renderMarkdown(fillSiteTokens(file.body, file.file));
  return {
    title: file.data.title,
    description: file.data.description,
    updated: file.data.updated.toISOString().slice(0, 10),
    html,
    toc,
    copy: readSingleton("legalPage"),
  };
}
