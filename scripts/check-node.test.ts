import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { nodeVersionProblem } from "./check-node.mjs";

describe("nodeVersionProblem", () => {
  it("refuses an older Node, naming the script that brings the pinned one", () => {
    const problem = nodeVersionProblem("v20.20.2", ">=24");
    expect(problem).toContain("needs Node.js >=24");
    expect(problem).toContain("this is Node.js v20.20.2");
    expect(problem).toContain(". scripts/ensure-node.sh");
    expect(nodeVersionProblem("v22.21.9", ">=22.22")).toBeDefined();
    expect(nodeVersionProblem("v22.22.0", ">=22.22.1")).toBeDefined();
  });

  it("accepts the minimum and anything newer", () => {
    for (const version of ["v24.0.0", "v24.21.0", "v25.1.0", "v30.0.0"]) expect(nodeVersionProblem(version, ">=24")).toBeUndefined();
    expect(nodeVersionProblem("v22.22.0", ">=22.22")).toBeUndefined();
    expect(nodeVersionProblem("v23.0.0", ">=22.22.5")).toBeUndefined();
  });

  it("names a range it cannot read instead of guessing", () => {
    expect(() => nodeVersionProblem("v24.0.0", "^24 || ^26")).toThrow('must read ">=MAJOR');
  });
});

describe("package.json", () => {
  const manifest = JSON.parse(readFileSync("package.json", "utf8")) as { engines: { node: string }; scripts: Record<string, string> };

  it("runs the check first in every command that starts the site or the tests", () => {
    for (const name of ["start", "serve", "dev", "test"]) expect(manifest.scripts[name]).toMatch(/^node scripts\/check-node\.mjs && /);
  });

  it("accepts the Node these tests run on, as the command line does", () => {
    const run = spawnSync(process.execPath, ["scripts/check-node.mjs"], { encoding: "utf8" });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(nodeVersionProblem(process.version, manifest.engines.node)).toBeUndefined();
  });
});
