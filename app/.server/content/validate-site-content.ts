import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { IMAGE_PATH } from "#content/schema/fragments.ts";
import { industrySlugs } from "#content/schema/industry.ts";
import { contentRegistry, type ContentSetName } from "#content/schema/registry.ts";
import { serviceFamilies } from "#content/schema/service-family.ts";
import { siteSchema } from "#content/schema/site.ts";
import { articleBodyProblems } from "./article-body-problems";
import { caseStudySectionProblem } from "./case-study-sections";
import { contentRoot } from "./content-root";
import { ContentYamlError, parseContentYaml, readFrontMatter } from "./content-yaml";
import { entryFilesOf } from "./content-files";
import { brokenLinkReason, buildSitePages, hrefsIn, isInternalLink, markdownLinks, type SitePages } from "./internal-links";
import { siteTokenPattern, siteTokenValues } from "./site-tokens";
import { ContentError } from "./validate";

/**
 * One thing wrong in a content tree: the file (relative to the tree's root), the field (or, for a file that does not
 * parse, the line) and what is wrong.
 */
export type ContentProblem = { file: string; path: (string | number)[]; line?: number; message: string };

/**
 * One file of the tree as read: its entry's slug (collections), its data (parsed by its schema when `valid`), and its
 * Markdown body. A file its schema refuses still holds its slug, so others' links to it are not counted wrong too.
 */
type ReadFile = { file: string; slug: string; data: unknown; body?: string; bodyLine?: number; valid: boolean };
type Tree = Partial<Record<ContentSetName, ReadFile[]>>;
type Read = { data: unknown; body?: string; bodyLine?: number };

function readFile(root: string, file: string, format: "yaml" | "markdown"): Read {
  const text = readFileSync(path.join(root, file), "utf8");
  if (format === "yaml") return { data: parseContentYaml(text, file) };
  const { data, body } = readFrontMatter(text, file);
  // The body is the end of the file, after the front matter: the line of the file it starts on.
  const bodyLine = text.slice(0, text.length - body.length).split("\n").length;
  return { data, body, bodyLine };
}

/** Every set's files, each parsed by its schema; a file that does not parse or fit adds its problems. */
function readTree(root: string, problems: ContentProblem[]): Tree {
  const tree: Tree = {};
  for (const set of contentRegistry) {
    const name = set.name as ContentSetName;
    const files =
      set.kind === "collection"
        ? entryFilesOf(name, root).map((entry) => `${set.path}${entry}`)
        : existsSync(path.join(root, set.path))
          ? [set.path]
          : [];
    if (set.kind === "singleton" && !files.length) problems.push({ file: set.path, path: [], message: "the file is missing" });
    tree[name] = files.flatMap((file): ReadFile[] => {
      let read: Read;
      try {
        read = readFile(root, file, set.format);
      } catch (error) {
        problems.push(
          error instanceof ContentYamlError
            ? { file, path: [], line: error.line, message: error.reason }
            : { file, path: [], message: error instanceof Error ? error.message : String(error) },
        );
        return [];
      }
      const slug = path.basename(file, path.extname(file));
      const result = set.schema.safeParse(read.data);
      const { body, bodyLine } = read;
      if (result.success) return [{ file, slug, data: result.data, body, bodyLine, valid: true }];
      problems.push(...result.error.issues.map((issue) => ({ file, path: issue.path.map(keyOf), message: issue.message })));
      return [{ file, slug, data: read.data, body, bodyLine, valid: false }];
    });
  }
  return tree;
}

const keyOf = (key: PropertyKey) => (typeof key === "number" ? key : String(key));
/** The files whose schema took them: the checks across the tree read only those. */
const valid = (files: readonly ReadFile[] = []) => files.filter((entry) => entry.valid);

/** Where entries name other entries by slug: the set, how to find the slugs with their paths, and what they may name. */
type Reference = {
  from: ContentSetName;
  slugs: (data: never) => { path: (string | number)[]; slug: string }[];
  to: ContentSetName[];
  noun: string;
};
const listed =
  (field: string) =>
  (data: Record<string, unknown>): { path: (string | number)[]; slug: string }[] =>
    ((data[field] as string[] | undefined) ?? []).map((slug, index) => ({ path: [field, index], slug }));
const offerings: ContentSetName[] = ["services", "aiOfferings"];
const offeringNoun = "service or AI offering";
const references: Reference[] = [
  ...(["services", "aiOfferings"] as const).flatMap((from): Reference[] => [
    { from, slugs: listed("industries"), to: ["industries"], noun: "industry" },
    { from, slugs: listed("related"), to: offerings, noun: offeringNoun },
  ]),
  { from: "industries", slugs: listed("services"), to: offerings, noun: offeringNoun },
  ...(["webinars", "blogs", "caseStudies", "whitepapers"] as const).flatMap((from): Reference[] => [
    { from, slugs: listed("industries"), to: ["industries"], noun: "industry" },
    { from, slugs: listed("services"), to: offerings, noun: offeringNoun },
  ]),
  { from: "gallery", slugs: listed("services"), to: offerings, noun: offeringNoun },
  {
    from: "partners",
    slugs: (data: { partners: { services: string[] }[] }) =>
      data.partners.flatMap((partner, index) => partner.services.map((slug, at) => ({ path: ["partners", index, "services", at], slug }))),
    to: offerings,
    noun: offeringNoun,
  },
  {
    from: "homeCatalogue",
    slugs: (data: { catalogue: { cards: { service?: string }[] }[] }) =>
      data.catalogue.flatMap((tab, index) =>
        tab.cards.flatMap((card, at) => (card.service ? [{ path: ["catalogue", index, "cards", at, "service"], slug: card.service }] : [])),
      ),
    to: offerings,
    noun: offeringNoun,
  },
  {
    from: "aiServicesPage",
    slugs: (data: { approach: { service: string } }) => [{ path: ["approach", "service"], slug: data.approach.service }],
    to: ["services"],
    noun: "service",
  },
];

function referenceProblems(tree: Tree): ContentProblem[] {
  const slugsOf = (names: ContentSetName[]) => new Set(names.flatMap((name) => (tree[name] ?? []).map((entry) => entry.slug)));
  return references.flatMap(({ from, slugs, to, noun }) => {
    const known = slugsOf(to);
    return valid(tree[from]).flatMap((entry) =>
      slugs(entry.data as never)
        .filter(({ slug }) => !known.has(slug))
        .map(({ path: at, slug }) => ({ file: entry.file, path: at, message: `no ${noun} has the slug "${slug}"` })),
    );
  });
}

/** Rules a file's name carries: a slug in one collection only, an industry or brochure named as the site knows it. */
function fileNameProblems(tree: Tree): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const serviceSlugs = new Set((tree.services ?? []).map((entry) => entry.slug));
  for (const entry of tree.aiOfferings ?? [])
    if (serviceSlugs.has(entry.slug))
      problems.push({ file: entry.file, path: [], message: `the slug "${entry.slug}" is already a service` });
  for (const entry of tree.industries ?? [])
    if (!(industrySlugs as readonly string[]).includes(entry.slug))
      problems.push({ file: entry.file, path: [], message: `an industry's file is named after one of ${industrySlugs.join(", ")}` });
  for (const entry of tree.brochures ?? [])
    if (!(serviceFamilies as readonly string[]).includes(entry.slug))
      problems.push({
        file: entry.file,
        path: [],
        message: `a brochure's file is named after its service family, one of ${serviceFamilies.join(", ")}`,
      });
  return problems;
}

/** Every internal link (an `href` field, or a link in a Markdown body) leads to a page of the tree, and its anchor. */
function linkProblems(tree: Tree, pages: SitePages): ContentProblem[] {
  return Object.values(tree).flatMap((files) =>
    valid(files).flatMap((entry) =>
      [...hrefsIn(entry.data), ...(entry.body === undefined ? [] : markdownLinks(entry.body))].flatMap(({ field, href }) => {
        const reason = isInternalLink(href) ? brokenLinkReason(href, pages) : null;
        return reason
          ? [
              {
                file: entry.file,
                path: field.split(".").map((key) => (/^\d+$/.test(key) ? Number(key) : key)),
                message: `the internal link "${href}" leads nowhere: ${reason}`,
              },
            ]
          : [];
      }),
    ),
  );
}

/** Every {{token}} names a company fact (written in a string of a YAML file, or in a Markdown body). */
function tokenProblems(tree: Tree): ContentProblem[] {
  const site = siteSchema.safeParse(tree.site?.[0]?.data);
  if (!site.success) return [];
  const known = new Set(Object.keys(siteTokenValues(site.data)));
  const strings = (value: unknown, at: (string | number)[]): { path: (string | number)[]; text: string }[] => {
    if (typeof value === "string") return [{ path: at, text: value }];
    if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, [...at, index]));
    if (value && typeof value === "object") return Object.entries(value).flatMap(([key, item]) => strings(item, [...at, key]));
    return [];
  };
  return Object.values(tree).flatMap((files) =>
    valid(files).flatMap((entry) =>
      [...strings(entry.data, []), ...(entry.body === undefined ? [] : [{ path: ["body"], text: entry.body }])].flatMap(
        ({ path: at, text }) =>
          [...text.matchAll(siteTokenPattern)]
            .filter((match) => !known.has(match[1]!))
            .map((match) => ({
              file: entry.file,
              path: at,
              message: `{{${match[1]}}} is not a company fact (one of ${[...known].join(", ")})`,
            })),
      ),
    ),
  );
}

/**
 * What in an article body the site will not publish (article-body-problems.ts), with the line of the file it is on.
 * Every body is read, whatever its front matter: a refused one must never wait for another fix to be reported.
 */
function bodyProblems(tree: Tree): ContentProblem[] {
  return Object.values(tree).flatMap((files) =>
    files.flatMap((entry) =>
      entry.body === undefined
        ? []
        : articleBodyProblems(entry.body).map(({ line, message }) => ({
            file: entry.file,
            path: ["body"],
            message: `line ${line + (entry.bodyLine ?? 1) - 1}: ${message}`,
          })),
    ),
  );
}

/** Every image an entry names ({ src, alt }: content/schema/fragments.ts) is a file of the tree. */
function imageFileProblems(tree: Tree, root: string): ContentProblem[] {
  const images = (value: unknown, at: (string | number)[]): { path: (string | number)[]; src: string }[] => {
    if (Array.isArray(value)) return value.flatMap((item, index) => images(item, [...at, index]));
    if (!value || typeof value !== "object") return [];
    const { src, alt } = value as { src?: unknown; alt?: unknown };
    if (typeof src === "string" && typeof alt === "string" && IMAGE_PATH.test(src)) return [{ path: [...at, "src"], src }];
    return Object.entries(value).flatMap(([key, item]) => images(item, [...at, key]));
  };
  return Object.values(tree).flatMap((files) =>
    valid(files).flatMap((entry) =>
      images(entry.data, [])
        .filter(({ src }) => !existsSync(path.join(root, src)))
        .map(({ path: at, src }) => ({
          file: entry.file,
          path: at,
          message: `the image ${src} is not in the content folder: upload it again`,
        })),
    ),
  );
}

function caseStudyProblems(tree: Tree): ContentProblem[] {
  return valid(tree.caseStudies).flatMap((entry) => {
    const message = caseStudySectionProblem(entry.body ?? "");
    return message ? [{ file: entry.file, path: ["body"], message }] : [];
  });
}

/**
 * Checks a whole content tree (default: the one the site reads) as the build does: every file against its set's
 * schema, then across the tree: the slugs entries name, the file names, the internal links and their anchors, the
 * {{tokens}}, what article bodies hold (only what the editor writes) and the case studies' sections. Returns every problem, with its file relative to `root` ([] when valid).
 */
export function validateSiteContent(root: string = contentRoot): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const tree = readTree(root, problems);
  return [
    ...problems,
    ...fileNameProblems(tree),
    ...referenceProblems(tree),
    ...linkProblems(tree, buildSitePages(root)),
    ...tokenProblems(tree),
    ...bodyProblems(tree),
    ...caseStudyProblems(tree),
    ...imageFileProblems(tree, root),
  ];
}

/** A problem as one line: "content/services/data-governance.yaml: industries.1: no industry has the slug ...". */
export const describeProblem = (problem: ContentProblem) =>
  `content/${problem.file}: ${problem.path.length ? problem.path.join(".") : problem.line ? `line ${problem.line}` : "(file)"}: ${problem.message}`;

/** The build's first step: stops it, listing every problem, unless the tree is valid. */
export function assertValidSiteContent(root: string = contentRoot): void {
  const problems = validateSiteContent(root);
  if (problems.length)
    throw new ContentError(`Invalid content:\n${problems.map((problem) => `  - ${describeProblem(problem)}`).join("\n")}`);
}
