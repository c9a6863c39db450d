import { mkdirSync, mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { collectLaunchItems, LaunchCheckError } from "./collect";
import { runLaunchCheck } from "./run";

const repoContent = path.resolve("content");

/** A content directory of the given files (relative path -> text) in a fresh temporary folder. */
function contentDir(files: Record<string, string>): string {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), "launch-check-")), "content");
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

const siteYaml = `name: Acme
phone:
  display: +1 555 0100
  tel: "+15550100"
address:
  street: 1 Main Street
  city: Springfield
badge: Certified to ISO/IEC 27001:2022
placeholders:
  - phone
  - address
`;
const siteClaims = `claims:
  - file: site.yaml
    path: [badge]
    by: company
    claim: Holds the certificate
`;

/** The content files the launch check reads: YAML and Markdown, less schemas. */
const contentFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "schema" ? [] : contentFiles(full);
    return /\.(yaml|md)$/.test(name) ? [full] : [];
  });

const noTokens = (quote: string) => quote;

describe("launch check: collecting", () => {
  it("finds placeholders, listed claims and samples in the YAML content, with file and line", () => {
    const dir = contentDir({ "site.yaml": siteYaml, "unconfirmed-claims.yaml": siteClaims });
    const items = collectLaunchItems(dir);
    expect(items).toEqual([
      {
        kind: "placeholder",
        by: "company",
        file: "content/site.yaml",
        line: 2,
        claim: "placeholder: phone",
        quotes: ["+1 555 0100", "+15550100"],
      },
      // The city is a real place, not a stand-in: it is not looked for on the pages.
      { kind: "placeholder", by: "company", file: "content/site.yaml", line: 5, claim: "placeholder: address", quotes: ["1 Main Street"] },
      {
        kind: "claim",
        by: "company",
        file: "content/site.yaml",
        line: 8,
        claim: "Holds the certificate",
        quotes: ["Certified to ISO/IEC 27001:2022"],
        spec: undefined,
        compareWith: undefined,
      },
    ]);
  });

  it("lists each empty fact of the site configuration as a fact to supply, by whose it is, at its own line", () => {
    const site = `name: Acme
offices:
  lo:
    address:
      street: ""
      city: London
people:
  leadership:
    - name: Asha Rao
      role: Chief Executive Officer
    - name: ""
      role: Chief Operating Officer
placeholders: []
`;
    const dir = contentDir({ "site.yaml": site });
    expect(collectLaunchItems(dir)).toEqual([
      {
        kind: "missing",
        by: "company",
        file: "content/site.yaml",
        line: 5,
        claim: "fact to supply: offices.lo.address.street (London)",
        quotes: [],
      },
      {
        kind: "missing",
        by: "company",
        file: "content/site.yaml",
        line: 11,
        claim: "fact to supply: people.leadership.1.name (Chief Operating Officer)",
        quotes: [],
      },
    ]);
    const { report } = runLaunchCheck({ contentDir: dir, pages: [], strict: false, fillTokens: noTokens });
    expect(report).toContain("Company to confirm (2 facts to supply)");
    expect(report).toContain("content/site.yaml:11  fact to supply: people.leadership.1.name (Chief Operating Officer)\n");
  });

  it("lists this repository's unnamed team roles and unconfirmed office streets as facts to supply", () => {
    const missing = collectLaunchItems(repoContent).filter((item) => item.kind === "missing");
    expect(missing.filter((item) => item.claim.startsWith("fact to supply: people.leadership."))).toHaveLength(12);
    expect(missing.filter((item) => item.claim.startsWith("fact to supply: people.nupmat."))).toHaveLength(5);
    expect(missing.filter((item) => /^fact to supply: offices\.\w+\.address\.street/.test(item.claim))).toHaveLength(7);
  });

  it("finds a claim listed for any file under content/, a sample anywhere, and claims in Markdown front matter", () => {
    const dir = contentDir({
      "deep/er/events.yaml": `events:
  - title: A real one
  - title: Launch day
    date: 2025-01-01
  - title: An example
    sample: true
`,
      "unconfirmed-claims.yaml": `claims:
  - file: deep/er/events.yaml
    path: [events, 1]
    by: marketing
    claim: The event took place
    quote: Launch day
`,
      "legal/handbook.md": `---
title: Handbook
unconfirmed:
  - by: legal-hr
    claim: "The threshold is current"
    quote: "at least $455"
    spec: "$455 a week"
    compareWith: "the federal threshold today"
---

Intro.

Exempt staff earn at least $455 a week.
`,
    });
    expect(collectLaunchItems(dir)).toEqual([
      {
        kind: "sample",
        by: "marketing",
        file: "content/deep/er/events.yaml",
        line: 5,
        claim: expect.stringMatching(/^sample content/),
        quotes: ["An example"],
      },
      {
        kind: "claim",
        by: "legal-hr",
        file: "content/legal/handbook.md",
        line: 13,
        claim: "The threshold is current",
        quotes: ["at least $455"],
        spec: "$455 a week",
        compareWith: "the federal threshold today",
      },
      {
        kind: "claim",
        by: "marketing",
        file: "content/deep/er/events.yaml",
        line: 3,
        claim: "The event took place",
        quotes: ["Launch day"],
        spec: undefined,
        compareWith: undefined,
      },
    ]);
  });

  it("refuses a claim it cannot place or that names no one to confirm it", () => {
    const listed = (claim: string, value = "Open 24x7") =>
      contentDir({ "a.yaml": `hours: ${value}\n`, "unconfirmed-claims.yaml": `claims:\n  - file: a.yaml\n    path: [hours]\n${claim}` });
    expect(() => collectLaunchItems(listed("    by: company\n    claim: Always open\n    quote: round the clock\n"))).toThrow(
      /content\/unconfirmed-claims\.yaml:1: .*quote "round the clock" is not in the field/,
    );
    expect(() => collectLaunchItems(listed("    by: the board\n    claim: Always open\n"))).toThrow(LaunchCheckError);
    expect(() => collectLaunchItems(listed("    by: company\n    claim: Always open\n", "{ from: 9, to: 5 }"))).toThrow(/needs a quote/);
    expect(() => collectLaunchItems(listed("    by: legal-hr\n    claim: Old law\n    spec: $455\n"))).toThrow(/compareWith/);
    const elsewhere = contentDir({
      "a.yaml": "hours: Open 24x7\n",
      "unconfirmed-claims.yaml": "claims:\n  - file: a.yaml\n    path: [days]\n    by: company\n    claim: Always open\n",
    });
    expect(() => collectLaunchItems(elsewhere)).toThrow(/a\.yaml days\): the file has no such field/);
    const markdown = contentDir({
      "x.md": `---\ntitle: X\nunconfirmed:\n  - by: company\n    claim: "Certified"\n    quote: "certified to ISO"\n---\n\nNo such words.\n`,
    });
    expect(() => collectLaunchItems(markdown)).toThrow(/content\/x\.md:3: the quote "certified to ISO"/);
  });
});

describe("launch check: this repository's content", () => {
  const items = collectLaunchItems(repoContent);
  const find = (file: string, quote: string) => items.find((item) => item.file === file && item.quotes.includes(quote));

  it("collects every claim written in content/", () => {
    const written = contentFiles(repoContent).reduce((count, file) => {
      const text = readFileSync(file, "utf8");
      const markdownClaims = text.match(/^unconfirmed:\n((?: {2}.*\n)+)/m)?.[1]?.match(/^ {2}- /gm)?.length ?? 0;
      const listedClaims = path.basename(file) === "unconfirmed-claims.yaml" ? (text.match(/^ {2}- /gm)?.length ?? 0) : 0;
      return count + listedClaims + markdownClaims;
    }, 0);
    expect(items.filter((item) => item.kind === "claim")).toHaveLength(written);
  });

  it("lists the facts the launch review named, each for the right people", () => {
    expect(find("content/site.yaml", "ISO/IEC 27001:2022 certified")?.by).toBe("company");
    for (const sister of ["Lumenor Enable", "Lumenor Connect", "Lumenor Cloud Ops", "Mahaaya"])
      expect(find("content/banner-tabs.yaml", sister)?.by).toBe("company");
    expect(find("content/legal/employee-portal.md", "a weekly salary of at least $455")).toMatchObject({
      by: "legal-hr",
      spec: expect.stringContaining("$455"),
      compareWith: expect.stringContaining("$684"),
    });
    expect(find("content/legal/employee-portal.md", "at least 3 days of paid sick leave per year")).toMatchObject({
      by: "legal-hr",
      compareWith: expect.stringContaining("40 hours"),
    });
    expect(find("content/legal/employee-portal.md", "16th to 30th of the month")).toMatchObject({
      by: "legal-hr",
      compareWith: expect.stringContaining("31st"),
    });
    expect(items.filter((item) => item.file.startsWith("content/webinars/") && item.kind === "sample")).toHaveLength(5);
    expect(items.filter((item) => item.file.startsWith("content/case-studies/") && item.by === "delivery")).toHaveLength(12);
    // Every mention of the certification is marked where it is written.
    const mentions = contentFiles(repoContent)
      .filter((file) => path.basename(file) !== "unconfirmed-claims.yaml")
      .flatMap((file) =>
        readFileSync(file, "utf8")
          // Less the claims' own words: the list of claims, and their lines in front matter.
          .split("\n")
          .filter((line) => line.includes("27001") && !/^\s+(claim|quote|spec|compareWith):/.test(line))
          .map((line) => ({ file: path.relative(path.dirname(repoContent), file), line })),
      );
    expect(mentions.length).toBeGreaterThanOrEqual(9);
    for (const mention of mentions)
      expect(
        items.some((item) => item.file === mention.file && item.quotes.some((quote) => mention.line.includes(quote))),
        mention.line,
      ).toBe(true);
    expect(new Set(items.map((item) => item.by))).toEqual(new Set(["company", "legal-hr", "delivery", "marketing"]));
  });
});

describe("launch check: the run", () => {
  const pages = [
    { route: "/", text: "Home Certified to ISO/IEC 27001:2022 call +1 555 0100" },
    { route: "/contact", text: "Contact Certified to ISO/IEC 27001:2022 1 Main Street" },
  ];

  it("prints each item with its file, line and pages, grouped by who must confirm it", () => {
    const { report, exitCode } = runLaunchCheck({
      contentDir: contentDir({ "site.yaml": siteYaml, "unconfirmed-claims.yaml": siteClaims }),
      pages,
      strict: false,
      fillTokens: noTokens,
    });
    expect(exitCode).toBe(0);
    expect(report).toContain("Company to confirm (1 unconfirmed claims, 2 placeholders)");
    expect(report).toMatch(
      /content\/site\.yaml:8 {2}Holds the certificate\n {6}text: "Certified to ISO\/IEC 27001:2022"\n {6}pages: every page \(2\)/,
    );
    expect(report).toMatch(/content\/site\.yaml:5 {2}placeholder: address\n {6}pages: \/contact/);
    expect(report).toMatch(/3 items to confirm or replace before launch\.$/);
  });

  it("--strict fails while anything is left, and passes once nothing is", () => {
    const strict = runLaunchCheck({
      contentDir: contentDir({ "site.yaml": siteYaml, "unconfirmed-claims.yaml": siteClaims }),
      pages,
      strict: true,
      fillTokens: noTokens,
    });
    expect(strict.exitCode).toBe(1);
    expect(strict.error).toMatch(/3 items must be confirmed/);
    const done = runLaunchCheck({
      contentDir: contentDir({ "site.yaml": "name: Acme\nplaceholders: []\n" }),
      pages,
      strict: true,
      fillTokens: noTokens,
    });
    expect(done).toMatchObject({ exitCode: 0, error: undefined });
    expect(done.report).toBe("Nothing left to confirm before launch.");
  });

  it("--strict fails on this repository's content today", () => {
    expect(runLaunchCheck({ contentDir: repoContent, pages, strict: true, fillTokens: noTokens }).exitCode).toBe(1);
  });
});
