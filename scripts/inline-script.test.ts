import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { inlineScriptSource } from "./inline-script";

const dir = mkdtempSync(path.join(tmpdir(), "inline-script-"));
function moduleFile(name: string, source: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, source);
  return file;
}
const run = (source: string, ...args: unknown[]) => (new Function(`return ${source}`)() as (...values: unknown[]) => unknown)(...args);

describe("inlineScriptSource", () => {
  it("turns a module's default-exported function into a minified function expression, types stripped", () => {
    const file = moduleFile(
      "double.ts",
      "export default function double(value: number): number {\n  const twice = value * 2;\n  return twice;\n}\n",
    );
    const source = inlineScriptSource(file);
    expect(source).toMatch(/^function\(\w\)\{/);
    expect(source).not.toContain("number");
    expect(run(source, 21)).toBe(42);
  });

  it("bundles what the function imports, keeping it out of the page's global scope", () => {
    moduleFile("greeting.ts", 'export const GREETING = "hello";\nexport const unused = () => "tree-shaken";\n');
    const source = inlineScriptSource(
      moduleFile("greet.ts", 'import { GREETING } from "./greeting";\nexport default (name: string) => `${GREETING} ${name}`;\n'),
    );
    expect(source.startsWith("(()=>{")).toBe(true);
    expect(source).not.toContain("tree-shaken");
    expect(run(source, "you")).toBe("hello you");
  });

  it("refuses a module whose default export is not a function", () => {
    expect(() => inlineScriptSource(moduleFile("value.ts", "export default 42;\n"))).toThrow(/must be a function/);
  });
});
