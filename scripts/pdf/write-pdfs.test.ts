import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { paths } from "#shared/paths.ts";
import { writePdfs } from "./write-pdfs";

const pdfText = (file: string) => execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
const words = (text: string) => text.replace(/\s+/g, " ");

describe("the PDFs made at build", () => {
  const buildDir = mkdtempSync(path.join(tmpdir(), "pdf-build-"));
  const written = writePdfs(buildDir);

  it("write each whitepaper outside client/, with its text and its KPI tables' figures", { timeout: 30_000 }, async () => {
    expect(await written).toBeGreaterThanOrEqual(2);
    const file = path.join(buildDir, "downloads/whitepapers/whitepapers-details.pdf");
    expect(readFileSync(file).subarray(0, 5).toString()).toBe("%PDF-");
    const text = words(pdfText(file));
    expect(text).toContain("A centralised data platform for healthcare providers");
    expect(text).toContain("Executive summary");
    // KPI table rows laid out as rows: measure, definition, sources and cadence side by side on one line.
    expect(text).toMatch(/Days in accounts receivable Net patient receivables Patient accounting, general Monthly/);
    expect(text).toMatch(/30-day all-cause Inpatients readmitted to any EHR encounters, ADT, EMPI Monthly/);
    expect(text).toMatch(/1\. Foundations Months 1 to 4/);
    expect(text).not.toMatch(/\{%|\*\*|\|\s*---/);
  });

  it("write each brochure as a public file under client/", { timeout: 30_000 }, async () => {
    await written;
    const text = words(pdfText(path.join(buildDir, "client", paths.brochurePdf("data-services"))));
    expect(text).toContain("Data Services: governance, quality and engineering");
    expect(text).toContain("Data your teams and auditors can trust");
    expect(text).toContain("Master data management: one survivable record");
  });
});
