import { execFile } from "node:child_process";

/** Runs `command` in `cwd`, resolving its standard output as bytes; rejects with its message when it fails. */
function run(command: "git" | "tar", args: string[], cwd: string, input?: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = execFile(command, args, { cwd, encoding: "buffer", maxBuffer: 256 * 1024 * 1024 }, (error, stdout, stderr) =>
      error ? reject(new Error(stderr.toString().trim() || error.message)) : resolve(stdout),
    );
    if (input !== undefined) child.stdin?.end(input);
  });
}
const git = (args: string[], cwd: string) => run("git", args, cwd);

const COMMIT = /^[0-9a-f]{40}$/;

/** The publish commits of the content, read back: an entry's file at a commit, a commit's parent, a commit's whole content tree. */
export function contentHistory(projectDir: string) {
  return {
    /** The text of content/`file` at `commit`, or null where it did not exist. */
    async fileAt(commit: string, file: string): Promise<string | null> {
      if (!COMMIT.test(commit)) return null;
      return git(["show", `${commit}:./content/${file}`], projectDir).then(
        (bytes) => bytes.toString("utf8"),
        () => null,
      );
    },
    /** The commit before `commit`, or null for the first. */
    async parentOf(commit: string): Promise<string | null> {
      if (!COMMIT.test(commit)) return null;
      return git(["rev-parse", "--verify", "-q", `${commit}^`], projectDir).then(
        (bytes) => bytes.toString("utf8").trim() || null,
        () => null,
      );
    },
    /** Writes the content folder as `commit` has it into `target` (an existing, empty folder). */
    async extractContent(commit: string, target: string): Promise<void> {
      if (!COMMIT.test(commit)) throw new Error(`${commit} is not a commit`);
      const tree = (await git(["rev-parse", "--verify", `${commit}:./content`], projectDir)).toString("utf8").trim();
      const archive = await git(["archive", "--format=tar", tree], projectDir);
      await run("tar", ["-x", "-C", target, "-f", "-"], projectDir, archive);
    },
  };
}
