import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { contentRemote, PUBLISHED_BRANCH } from "./content-remote";

let scratch: string;
let remote: string;
let first: string;
let second: string;
const git = (cwd: string, ...args: string[]) => execFileSync("git", args, { cwd, encoding: "utf8" }).trim();
const write = (root: string, file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
const snapshot = (name: string, files: Record<string, string>) => {
  const dir = path.join(scratch, name);
  for (const [file, text] of Object.entries(files)) write(dir, file, text);
  return dir;
};

beforeEach(() => {
  scratch = mkdtempSync(path.join(os.tmpdir(), "content-remote-"));
  const origin = path.join(scratch, "origin");
  mkdirSync(origin);
  git(origin, "init", "-q");
  write(origin, "content/page.md", "start\n");
  write(origin, "app.ts", "code\n");
  git(origin, "add", "-A");
  execFileSync("git", ["-c", "user.name=Dev", "-c", "user.email=dev@example.com", "commit", "-qm", "start"], { cwd: origin });
  remote = path.join(scratch, "shared.git");
  git(scratch, "init", "-q", "--bare", remote);
  // Two instances' checkouts of the same code, as deployed.
  first = path.join(scratch, "first");
  second = path.join(scratch, "second");
  git(scratch, "clone", "-q", origin, first);
  git(scratch, "clone", "-q", origin, second);
});
afterEach(() => rmSync(scratch, { recursive: true, force: true }));

describe("contentRemote", () => {
  it("pushes each publish onto the shared published branch, one after the other whichever checkout made it", async () => {
    const headBefore = git(first, "rev-parse", "HEAD");
    // A shallow deploy checkout: the remote refuses any commit whose history it would have to cut.
    const shallow = path.join(scratch, "shallow");
    git(scratch, "clone", "-q", "--depth", "1", `file://${path.join(scratch, "origin")}`, shallow);
    first = shallow;
    const one = await contentRemote(first, remote).publish({
      snapshotDir: snapshot("one", { "page.md": "first publish\n" }),
      author: "editor@example.com",
      message: "Publish one\n",
    });
    expect(git(remote, "rev-parse", PUBLISHED_BRANCH)).toBe(one);
    // The first publish holds the content alone and starts the branch.
    expect(git(remote, "rev-list", "--count", one)).toBe("1");
    expect(git(remote, "ls-tree", "--name-only", one)).toBe("content");
    // The checkout's own branch and files are left alone.
    expect(git(first, "rev-parse", "HEAD")).toBe(headBefore);

    const two = await contentRemote(second, remote).publish({
      snapshotDir: snapshot("two", { "page.md": "second publish\n", "new.md": "added\n" }),
      author: "other@example.com",
      message: "Publish two\n",
    });
    expect(git(remote, "rev-parse", PUBLISHED_BRANCH)).toBe(two);
    expect(git(remote, "rev-parse", `${two}^`)).toBe(one);
    expect(git(remote, "show", `${two}:content/page.md`)).toBe("second publish");
    expect(git(remote, "ls-tree", "--name-only", "-r", two)).toBe("content/new.md\ncontent/page.md");
    expect(git(remote, "log", "-1", "--format=%ae", two)).toBe("other@example.com");
  });

  it("fetches a published commit into another checkout, and refuses one the remote does not have in words", async () => {
    const one = await contentRemote(first, remote).publish({
      snapshotDir: snapshot("one", { "page.md": "first publish\n" }),
      author: "editor@example.com",
      message: "Publish one\n",
    });
    expect(() => git(second, "cat-file", "-e", `${one}^{commit}`)).toThrow();
    await contentRemote(second, remote).fetch(one);
    expect(git(second, "show", `${one}:content/page.md`)).toBe("first publish");

    await expect(contentRemote(second, remote).fetch("0".repeat(40))).rejects.toThrow(/has no commit 0{40}/);
    await expect(contentRemote(second, remote).fetch("--upload-pack=touch x")).rejects.toThrow(/is not a commit id/);
  });

  it("rejects a push when the remote cannot be reached, so the publish fails instead of going live alone", async () => {
    await expect(
      contentRemote(first, path.join(scratch, "missing.git")).publish({
        snapshotDir: snapshot("one", { "page.md": "x\n" }),
        author: "editor@example.com",
        message: "Publish\n",
      }),
    ).rejects.toThrow();
  });
});
