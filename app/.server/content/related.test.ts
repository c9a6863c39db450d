import { describe, expect, it } from "vitest";
import { listAllArticles } from "./articles";
import { relatedEntries } from "./related";

const entry = (href: string, services: string[], industries: string[] = [], date = "2025-01-01") => ({ href, services, industries, date });

describe("related entries", () => {
  it("ranks by shared services before shared industries, then by date, and never lists the entry itself", () => {
    const me = entry("/me", ["data-governance", "data-quality"], ["banking"]);
    const candidates = [
      me,
      entry("/industry-only", ["bpo-service"], ["banking"], "2026-01-01"),
      entry("/one-service-old", ["data-quality"], [], "2024-01-01"),
      entry("/one-service-new", ["data-governance"], [], "2025-06-01"),
      entry("/two-services", ["data-governance", "data-quality"], []),
      entry("/unrelated", ["application-development"], ["healthcare"]),
    ];
    expect(relatedEntries(me, candidates, 10).map((each) => each.href)).toEqual([
      "/two-services",
      "/one-service-new",
      "/one-service-old",
      "/industry-only",
    ]);
    expect(relatedEntries(me, candidates)).toHaveLength(3);
  });

  it("links across kinds in the real library: every article has related entries", () => {
    const all = listAllArticles().map((article) => ({ ...article, industries: article.data.industries, services: article.data.services }));
    for (const article of all) {
      const related = relatedEntries(article, all);
      expect(related.length, article.href).toBeGreaterThan(0);
    }
    const transcript = all.find((article) => article.keyword === "gen-AI-transcript")!;
    expect(relatedEntries(transcript, all).map((each) => each.href)).toContain("/resources/blogs/gen-AI-fraud-detection");
  });
});
