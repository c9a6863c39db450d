import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

type GitOptions = { cwd: string; env?: NodeJS.ProcessEnv; input?: string };

/** Runs git, resolving its trimmed standard output; rejects with its message when it fails. */
export function git(args: string[], { cwd, env, input }: GitOptions): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile("git", args, { cwd, env: { ...process.env, ...env }, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) =>
      error ? reject(new Error(stderr.trim() || error.message)) : resolve(stdout.trim()),
    );
    if (input !== undefined) child.stdin?.end(input);
  });
}

/** Whether `dir` lies in a git checkout's working tree (git installed, and a repository there). */
export async function isGitCheckout(dir: string): Promise<boolean> {
  return git(["rev-parse", "--is-inside-work-tree"], { cwd: dir }).then(
    (answer) => answer === "true",
    () => false,
  );
}

/**
 * Commits exactly the content tree in `snapshotDir` as `<projectDir>/content` on top of HEAD, authored by `author`,
 * without touching the working tree: the commit's tree is HEAD's with the content folder replaced, written through
 * a temporary index, so a save made since the snapshot (or anything else in the working tree) is not swept in.
 * The checkout's own index then takes the content folder from the new HEAD. Returns the commit, or null when the
 * snapshot is what HEAD already holds.
 * With `onto`, the new commit goes on top of that commit instead (null: a first commit holding the content folder
 * alone), and HEAD and the index stay as they are.
 */
export async function commitSnapshot({
  projectDir,
  snapshotDir,
  author,
  message,
  onto,
}: {
  projectDir: string;
  snapshotDir: string;
  author: string;
  message: string;
  onto?: string | null;
}): Promise<string | null> {
  const detached = onto !== undefined;
  const prefix = await git(["rev-parse", "--show-prefix"], { cwd: projectDir });
  const head = detached ? (onto ?? "") : await git(["rev-parse", "--verify", "-q", "HEAD"], { cwd: projectDir }).catch(() => "");
  const scratch = mkdtempSync(path.join(os.tmpdir(), "publish-index-"));
  const env = { GIT_INDEX_FILE: path.join(scratch, "index") };
  try {
    await git(head ? ["read-tree", head] : ["read-tree", "--empty"], { cwd: projectDir, env });
    // Forced: with `onto` the temporary index differs from HEAD, and only that index is touched (--cached).
    await git(["rm", "-r", "-f", "--cached", "-q", "--ignore-unmatch", "--", "content"], { cwd: projectDir, env });
    const files = readdirSync(snapshotDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
    if (files.length) {
      const blobs = (await git(["hash-object", "-w", "--stdin-paths"], { cwd: projectDir, input: files.join("\n") + "\n" })).split("\n");
      const entries = files.map((file, index) => {
        const relative = path.relative(snapshotDir, file).split(path.sep).join("/");
        return `100644 ${blobs[index]}\t${prefix}content/${relative}`;
      });
      await git(["update-index", "--add", "--index-info"], { cwd: projectDir, env, input: entries.join("\n") + "\n" });
    }
    const tree = await git(["write-tree"], { cwd: projectDir, env });
    if (head && tree === (await git(["rev-parse", `${head}^{tree}`], { cwd: projectDir }))) return null;
    const identity = { GIT_AUTHOR_NAME: author, GIT_AUTHOR_EMAIL: author, GIT_COMMITTER_NAME: author, GIT_COMMITTER_EMAIL: author };
    const commit = await git(["commit-tree", tree, ...(head ? ["-p", head] : []), "-F", "-"], {
      cwd: projectDir,
      env: identity,
      input: message,
    });
    if (detached) return commit;
    // Moves the branch only if nobody moved it meanwhile (the old value is checked).
    await git(["update-ref", "-m", "publish", "HEAD", commit, ...(head ? [head] : [])], { cwd: projectDir });
    await git(["reset", "-q", "HEAD", "--", "content"], { cwd: projectDir });
    return commit;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
