import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { commitSnapshot, isGitCheckout } from "./git-commit";

let repo: string;
let snapshot: string;
const git = (...args: string[]) => execFileSync("git", args, { cwd: repo, encoding: "utf8" }).trim();
const write = (root: string, file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};

beforeEach(() => {
  repo = mkdtempSync(path.join(os.tmpdir(), "git-commit-repo-"));
  snapshot = mkdtempSync(path.join(os.tmpdir(), "git-commit-snapshot-"));
  git("init", "-q");
  write(repo, "content/kept.md", "kept\n");
  write(repo, "content/edited.md", "before\n");
  write(repo, "content/removed.md", "removed\n");
  write(repo, "app.ts", "code\n");
  git("add", "-A");
  execFileSync("git", ["-c", "user.name=Dev", "-c", "user.email=dev@example.com", "commit", "-qm", "start"], { cwd: repo });
});
afterEach(() => {
  rmSync(repo, { recursive: true, force: true });
  rmSync(snapshot, { recursive: true, force: true });
});

describe("commitSnapshot", () => {
  it("commits exactly the snapshot as content/, as the staff member, and sweeps in nothing else from the working tree", async () => {
    write(snapshot, "kept.md", "kept\n");
    write(snapshot, "edited.md", "published\n");
    write(snapshot, "nested/added.yaml", "title: New\n");
    // Saved after the snapshot was taken, and a code change: neither belongs in the publish.
    write(repo, "content/edited.md", "saved during the build\n");
    write(repo, "app.ts", "changed code\n");

    const commit = await commitSnapshot({
      projectDir: repo,
      snapshotDir: snapshot,
      author: "editor@example.com",
      message: "Publish content",
    });

    expect(commit).toBe(git("rev-parse", "HEAD"));
    expect(git("log", "-1", "--format=%an <%ae>|%cn|%s")).toBe(
      "editor@example.com <editor@example.com>|editor@example.com|Publish content",
    );
    expect(git("show", "--format=", "--name-status", "HEAD").split("\n").sort()).toEqual(
      ["A\tcontent/nested/added.yaml", "D\tcontent/removed.md", "M\tcontent/edited.md"].sort(),
    );
    expect(git("show", "HEAD:content/edited.md")).toBe("published");
    expect(git("show", "HEAD:app.ts")).toBe("code");
    expect(readFileSync(path.join(repo, "content/edited.md"), "utf8")).toBe("saved during the build\n");
    // The checkout's index follows the new HEAD for content/, so `git status` compares the working tree with the
    // publish: the later save, and here (the snapshot was not taken from this tree) the files it added and removed.
    const status = execFileSync("git", ["status", "--porcelain"], { cwd: repo, encoding: "utf8" }).split("\n").filter(Boolean);
    expect(status.sort()).toEqual([" D content/nested/added.yaml", " M app.ts", " M content/edited.md", "?? content/removed.md"]);
  });

  it("makes no commit when the snapshot is what HEAD holds", async () => {
    write(snapshot, "kept.md", "kept\n");
    write(snapshot, "edited.md", "before\n");
    write(snapshot, "removed.md", "removed\n");
    const head = git("rev-parse", "HEAD");
    expect(await commitSnapshot({ projectDir: repo, snapshotDir: snapshot, author: "editor@example.com", message: "m" })).toBeNull();
    expect(git("rev-parse", "HEAD")).toBe(head);
  });

  it("knows a checkout from a plain folder", async () => {
    expect(await isGitCheckout(repo)).toBe(true);
    expect(await isGitCheckout(snapshot)).toBe(false);
  });
});
