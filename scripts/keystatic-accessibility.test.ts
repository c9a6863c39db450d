import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { applyKeystaticFixes, keystaticFixes } from "./keystatic-accessibility";

const installed = (file: string) => readFileSync(path.resolve("node_modules", file), "utf8");
const count = (code: string, pattern: RegExp) => code.split(new RegExp(pattern.source, "g")).length - 1;

describe.each(keystaticFixes.map((fix) => [fix.why, fix] as const))("in the editor's UI, %s", (_why, fix) => {
  it("is found exactly once in the installed version (gone after an upgrade: remove this fix)", () => {
    expect(count(installed(fix.file), fix.defect)).toBe(1);
  });

  it("is mended there, and nothing else in the file changes", () => {
    const code = installed(fix.file);
    const defect = fix.defect.exec(code)!;
    const mended = applyKeystaticFixes(code, [fix]);
    expect(count(mended, fix.defect)).toBe(0);
    expect(mended).toBe(code.slice(0, defect.index) + fix.mended + code.slice(defect.index + defect[0].length));
  });
});
