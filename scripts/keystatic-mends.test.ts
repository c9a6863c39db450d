import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { applyKeystaticMends, installedVersion, keystaticMends, staleMends } from "./keystatic-mends";

const installed = (pkg: string, file: string) => readFileSync(path.resolve("node_modules", pkg, file), "utf8");
const count = (code: string, pattern: RegExp) => code.split(new RegExp(pattern.source, "g")).length - 1;

describe.each(keystaticMends.map((mend) => [mend.why, mend] as const))("in the editor's UI, %s", (_why, mend) => {
  it("is keyed to the installed version of its package (after an upgrade: check it, then re-key or retire it)", () => {
    expect(installedVersion(mend.pkg)).toBe(mend.version);
  });

  it("is found exactly once in the installed version (gone after an upgrade: remove this mend)", () => {
    expect(count(installed(mend.pkg, mend.file), mend.defect)).toBe(1);
  });

  it("is mended there, and nothing else in the file changes", () => {
    const code = installed(mend.pkg, mend.file);
    const defect = mend.defect.exec(code)!;
    const mended = applyKeystaticMends(code, [mend]);
    expect(count(mended, mend.defect)).toBe(0);
    expect(mended).toBe(code.slice(0, defect.index) + mend.mended + code.slice(defect.index + defect[0].length));
  });
});

describe("the build's check of the mends' versions", () => {
  it("names every mend a patch upgrade would leave unchecked, and none while the versions match", () => {
    expect(staleMends(keystaticMends)).toEqual([]);
    const upgraded = staleMends(keystaticMends, (pkg) => (pkg === "@keystatic/core" ? "0.6.10" : installedVersion(pkg)));
    expect(upgraded.map((mend) => mend.pkg)).toEqual(
      keystaticMends.filter((mend) => mend.pkg === "@keystatic/core").map((mend) => mend.pkg),
    );
    expect(upgraded.length).toBeGreaterThan(0);
  });
});
