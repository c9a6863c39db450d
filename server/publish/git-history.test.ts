import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { contentHistory } from "./git-history";

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const temp = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "git-history-"));
  dirs.push(dir);
  return dir;
};

function commitAll(repo: string, files: Record<string, string | null>): string {
  for (const [file, text] of Object.entries(files)) {
    const full = path.join(repo, file);
    if (text === null) rmSync(full);
    else {
      mkdirSync(path.dirname(full), { recursive: true });
      writeFileSync(full, text);
    }
  }
  const git = (...args: string[]) => execFileSync("git", args, { cwd: repo, encoding: "utf8" }).trim();
  git("add", "-A");
  git("-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-q", "-m", "step");
  return git("rev-parse", "HEAD");
}

describe("the content's history in git", () => {
  it("reads an entry at a commit and at its parent, and writes a commit's whole content tree", async () => {
    const repo = temp();
    execFileSync("git", ["init", "-q"], { cwd: repo });
    const first = commitAll(repo, {
      "content/services/a.yaml": "title: Old\n",
      "content/blogs/b.md": "---\ntitle: B\n---\n",
      "app/x.ts": "",
    });
    const second = commitAll(repo, { "content/services/a.yaml": "title: New\n", "content/blogs/b.md": null });
    const history = contentHistory(repo);
    expect(await history.parentOf(second)).toBe(first);
    expect(await history.parentOf(first)).toBeNull();
    expect(await history.fileAt(second, "services/a.yaml")).toBe("title: New\n");
    expect(await history.fileAt(first, "services/a.yaml")).toBe("title: Old\n");
    expect(await history.fileAt(second, "blogs/b.md")).toBeNull();
    expect(await history.fileAt("not-a-commit; rm -rf /", "services/a.yaml")).toBeNull();

    const target = temp();
    await history.extractContent(first, target);
    expect(readdirSync(target, { recursive: true }).map(String).sort()).toEqual(["blogs", "blogs/b.md", "services", "services/a.yaml"]);
    expect(readFileSync(path.join(target, "services/a.yaml"), "utf8")).toBe("title: Old\n");
  });
});
