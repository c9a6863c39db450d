import { describe, expect, it } from "vitest";
import { searchSynonymsSchema } from "#content/schema/search-synonyms.ts";
import { queryVariants, synonymPhrases } from "./synonyms";
import { readSingleton } from "#app/.server/content/content-files.ts";

const searchSynonyms = readSingleton("searchSynonyms").synonyms;

const groups = synonymPhrases([{ terms: ["MDM", "master data management"] }, { terms: ["BI", "business intelligence", "Power BI"] }]);

describe("queryVariants", () => {
  it("keeps the query's own words first", () => {
    expect(queryVariants("MDM for Banks", groups)[0]).toEqual(["mdm", "for", "banks"]);
  });

  it("puts each synonym in for an acronym, and the acronym in for a phrase", () => {
    expect(queryVariants("mdm for banks", groups)).toEqual([
      ["mdm", "for", "banks"],
      ["master", "data", "management", "for", "banks"],
    ]);
    expect(queryVariants("Master data management", groups)).toContainEqual(["mdm"]);
  });

  it("matches whole words only: 'bit' is not 'BI'", () => {
    expect(queryVariants("bit rate", groups)).toEqual([["bit", "rate"]]);
  });

  it("gives at most twelve variants whatever the query", () => {
    const many = synonymPhrases([{ terms: Array.from({ length: 30 }, (_, index) => `term${index}`) }]);
    expect(queryVariants("term0", many)).toHaveLength(12);
  });
});

describe("content/search-synonyms.yaml", () => {
  it("is valid, and has the acronyms marketing asked for", () => {
    expect(searchSynonymsSchema.safeParse(searchSynonyms).success).toBe(true);
    const all = synonymPhrases(searchSynonyms)
      .flat()
      .map((phrase) => phrase.join(" "));
    for (const acronym of ["mdm", "bi", "genai", "llm", "etl", "elt", "fabric", "informatica", "idmc"]) expect(all).toContain(acronym);
  });

  it("refuses a term listed in two groups, and a group of one", () => {
    expect(searchSynonymsSchema.safeParse([{ terms: ["BI", "reporting"] }, { terms: ["bi", "dashboards"] }]).success).toBe(false);
    expect(searchSynonymsSchema.safeParse([{ terms: ["BI"] }]).success).toBe(false);
    expect(searchSynonymsSchema.safeParse([{ terms: ["<script>", "x y"] }]).success).toBe(false);
  });
});
