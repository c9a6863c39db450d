import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { runBuild } from "./run-build";

const made: string[] = [];
const originalPath = process.env.PATH;
afterEach(() => {
  process.env.PATH = originalPath;
  while (made.length) rmSync(made.pop()!, { recursive: true, force: true });
});

function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), "run-build-"));
  made.push(dir);
  return dir;
}

describe("runBuild", () => {
  it("runs the build on the Node this server runs on, even when another `node` comes first on the machine's PATH", async () => {
    const project = tempDir();
    writeFileSync(
      path.join(project, "package.json"),
      JSON.stringify({ name: "build-probe", private: true, scripts: { build: `node -e "console.log('built on ' + process.version)"` } }),
    );
    const otherNode = path.join(tempDir(), "bin");
    mkdirSync(otherNode);
    writeFileSync(path.join(otherNode, "node"), "#!/bin/sh\necho 'the machine node ran' >&2\nexit 3\n");
    chmodSync(path.join(otherNode, "node"), 0o755);
    process.env.PATH = `${otherNode}${path.delimiter}${originalPath}`;

    const lines: string[] = [];
    const result = await runBuild({ projectDir: project, buildDir: path.join(project, "build"), contentRoot: project }, (line) =>
      lines.push(line),
    );
    expect(result.ok, result.ok ? "" : result.output).toBe(true);
    expect(lines).toContain(`built on ${process.version}`);
  });
});
