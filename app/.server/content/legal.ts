import { legalPageCopy } from "#content/pages/legal.ts";
import { legalFrontMatter } from "#content/schema/articles.ts";
import { legalPageCopySchema } from "#content/schema/pages.ts";
import { validateContent } from "./validate";
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
    copy: validateContent(legalPageCopySchema, legalPageCopy, "content/pages/legal.ts"),
  };
}
