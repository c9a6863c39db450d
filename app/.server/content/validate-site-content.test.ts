import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import yaml from "js-yaml";
import { afterEach, describe, expect, it } from "vitest";
import type { ErrorPages } from "#content/schema/pages.ts";
import { contentRoot } from "./content-root";
import { assertValidSiteContent, describeProblem, validateSiteContent } from "./validate-site-content";

const copies: string[] = [];
afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the site's content tree. */
function treeCopy(): string {
  const root = path.join(mkdtempSync(path.join(tmpdir(), "content-tree-")), "content");
  copies.push(path.dirname(root));
  cpSync(contentRoot, root, { recursive: true });
  return root;
}

/** A copy of the site's content tree, with `change` applied to the YAML file `file` (relative to the tree). */
function treeWith<T>(file: string, change: (data: T) => void): string {
  const root = treeCopy();
  const target = path.join(root, file);
  const data = yaml.load(readFileSync(target, "utf8")) as T;
  change(data);
  writeFileSync(target, yaml.dump(data));
  return root;
}

describe("validateSiteContent", () => {
  it("finds nothing wrong with the site's own content", () => {
    expect(validateSiteContent()).toEqual([]);
  });

  it("names the file and field of an industry slug no industry has", () => {
    const root = treeWith<{ industries: string[] }>("services/data-governance.yaml", (service) => (service.industries[1] = "atlantis"));
    expect(validateSiteContent(root)).toEqual([
      { file: "services/data-governance.yaml", path: ["industries", 1], message: 'no industry has the slug "atlantis"' },
    ]);
  });

  it("names an empty required field with the schema's message", () => {
    const root = treeWith<{ name: string }>("industries/banking.yaml", (industry) => (industry.name = "  "));
    expect(validateSiteContent(root)).toEqual([
      { file: "industries/banking.yaml", path: ["name"], message: expect.stringMatching(/too small.*>=1 characters/i) },
    ]);
  });

  it("names an internal link to a page that does not exist, in a YAML field and in a Markdown body", () => {
    const root = treeWith<ErrorPages>("pages/errors.yaml", (page) => (page.notFound.suggestions[2].href = "/contact-uss"));
    const blog = path.join(root, "blogs/data-masking.md");
    writeFileSync(blog, `${readFileSync(blog, "utf8")}\nSee [our governance work](/services/data-governnance).\n`);
    expect(validateSiteContent(root)).toEqual([
      {
        file: "blogs/data-masking.md",
        path: ["body"],
        message: 'the internal link "/services/data-governnance" leads nowhere: no page has this address',
      },
      {
        file: "pages/errors.yaml",
        path: ["notFound", "suggestions", 2, "href"],
        message: 'the internal link "/contact-uss" leads nowhere: no page has this address',
      },
    ]);
  });

  it("sees a new entry: a link to its page is good once its file is there", () => {
    const root = treeWith<ErrorPages>("pages/errors.yaml", (page) => (page.notFound.suggestions[2].href = "/services/data-mesh"));
    expect(validateSiteContent(root)).toHaveLength(1);
    cpSync(path.join(root, "services/data-governance.yaml"), path.join(root, "services/data-mesh.yaml"));
    expect(validateSiteContent(root)).toEqual([]);
  });

  it("names a YAML file that does not parse, an unknown {{token}} and a missing singleton", () => {
    const root = treeWith<{ hero: { lead: string } }>("pages/gallery.yaml", (page) => (page.hero.lead = "Drawn by {{companyNmae}}"));
    writeFileSync(path.join(root, "webinars/broken.yaml"), "title: [unclosed\n");
    rmSync(path.join(root, "testimonials.yaml"));
    const problems = validateSiteContent(root);
    expect(problems).toContainEqual({ file: "testimonials.yaml", path: [], message: "the file is missing" });
    expect(problems).toContainEqual({
      file: "webinars/broken.yaml",
      path: [],
      line: 2,
      message: expect.stringMatching(/^Flow sequence .* must .* end with a \]$/),
    });
    expect(problems).toContainEqual({
      file: "pages/gallery.yaml",
      path: ["hero", "lead"],
      message: expect.stringMatching(/^\{\{companyNmae\}\} is not a company fact/),
    });
  });

  it("names the file and the line of what an article body may not hold, whatever its front matter", () => {
    const root = treeCopy();
    const blog = path.join(root, "blogs/data-masking.md");
    const text = readFileSync(blog, "utf8");
    const line = text.split("\n").length + 1;
    writeFileSync(blog, `${text}\n<script>fetch("/staff/leads/export.csv")</script>\n\n[x](javascript:alert(1)) {% evil /%}\n`);
    writeFileSync(path.join(root, "legal/privacy-policy.md"), '---\ntitle: ""\n---\n<iframe src="https://evil.example"></iframe>\n');
    const problems = validateSiteContent(root).filter((problem) => problem.path[0] === "body");
    expect(problems.map(describeProblem)).toEqual([
      `content/blogs/data-masking.md: body: line ${line}: "<script>" is HTML, which an article cannot hold: it would show as text, not as what it does. Use the editor's own formatting, or put it between backticks to show it as code`,
      `content/blogs/data-masking.md: body: line ${line}: "</script>" is HTML, which an article cannot hold: it would show as text, not as what it does. Use the editor's own formatting, or put it between backticks to show it as code`,
      `content/blogs/data-masking.md: body: line ${line + 2}: the link to "javascript:alert(1)" is refused (javascript). A link may go to an address on this site, a #anchor, or start with http:, https:, mailto:, tel:`,
      `content/blogs/data-masking.md: body: line ${line + 2}: {% evil %} is not part of an article: the editor makes no such thing, so the site would not show it. Remove it`,
      'content/legal/privacy-policy.md: body: line 4: "<iframe src="https://evil.example">" is HTML, which an article cannot hold: it would show as text, not as what it does. Use the editor\'s own formatting, or put it between backticks to show it as code',
      'content/legal/privacy-policy.md: body: line 4: "</iframe>" is HTML, which an article cannot hold: it would show as text, not as what it does. Use the editor\'s own formatting, or put it between backticks to show it as code',
    ]);
  });

  it("stops the build with the same messages", async () => {
    const root = treeWith<{ industries: string[] }>("services/data-governance.yaml", (service) => (service.industries[1] = "atlantis"));
    const [problem] = validateSiteContent(root);
    expect(() => assertValidSiteContent(root)).toThrow(describeProblem(problem!));
    // The build's own entry: React Router's prerender paths, in a process that reads the tree from CONTENT_ROOT.
    const build = `const { default: config } = await import(${JSON.stringify(path.resolve("react-router.config.ts"))});
      await config.prerender.paths({ getStaticPaths: () => ["/"] });`;
    const run = promisify(execFile)(process.execPath, ["--import", "tsx", "--input-type=module", "-e", build], {
      env: { ...process.env, CONTENT_ROOT: root },
    });
    await expect(run).rejects.toMatchObject({
      stderr: expect.stringContaining('content/services/data-governance.yaml: industries.1: no industry has the slug "atlantis"'),
    });
  }, 60_000);
});
