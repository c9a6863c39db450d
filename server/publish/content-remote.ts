import { commitSnapshot, git } from "./git-commit";

/** The branch of the shared remote that holds the published content, one commit per publish. */
export const PUBLISHED_BRANCH = "published";
/** Where this checkout keeps its copy of that branch (a ref of its own, so fetched commits are never collected). */
const TRACKING_REF = `refs/remotes/content-remote/${PUBLISHED_BRANCH}`;

const COMMIT = /^[0-9a-f]{40}$/;

/**
 * The git remote every instance shares (CONTENT_GIT_REMOTE: a path or URL), through the git CLI in `projectDir`.
 * Each publish is a commit on the remote's `published` branch whose parent is the one before it, whichever instance
 * made either; the first holds the content folder alone and has no parent, so the branch never depends on the
 * instances' own history (a shallow deploy checkout could not push it). The instances' own branches are left alone.
 */
export function contentRemote(projectDir: string, remote: string) {
  /** Brings the remote's published branch into the tracking ref; its commit, or null while the branch does not exist. */
  async function fetchPublished(): Promise<string | null> {
    const listed = await git(["ls-remote", "--", remote, `refs/heads/${PUBLISHED_BRANCH}`], { cwd: projectDir });
    if (!listed) return null;
    await git(["fetch", "-q", "--no-tags", "--", remote, `+refs/heads/${PUBLISHED_BRANCH}:${TRACKING_REF}`], { cwd: projectDir });
    return git(["rev-parse", "--verify", `${TRACKING_REF}^{commit}`], { cwd: projectDir });
  }

  return {
    /**
     * Commits the content tree in `snapshotDir` on top of the remote's published branch (a first commit when the
     * branch does not exist yet) and pushes it there. Run under the site-wide publish lock, so the push is a fast-forward; if the
     * branch moved anyway, git refuses the push and this rejects. Returns the commit.
     */
    async publish({ snapshotDir, author, message }: { snapshotDir: string; author: string; message: string }): Promise<string> {
      const onto = await fetchPublished();
      const commit = await commitSnapshot({ projectDir, snapshotDir, author, message, onto });
      if (!commit) return onto ?? "";
      await git(["push", "-q", "--", remote, `${commit}:refs/heads/${PUBLISHED_BRANCH}`], { cwd: projectDir });
      await git(["update-ref", TRACKING_REF, commit], { cwd: projectDir });
      return commit;
    },
    /** Makes `commit` (a published one) present in this checkout, fetching the published branch when it is not. */
    async fetch(commit: string): Promise<void> {
      if (!COMMIT.test(commit)) throw new Error(`"${commit}" is not a commit id`);
      const present = () =>
        git(["cat-file", "-e", `${commit}^{commit}`], { cwd: projectDir }).then(
          () => true,
          () => false,
        );
      if (await present()) return;
      await fetchPublished();
      if (!(await present())) throw new Error(`The shared content remote has no commit ${commit} on its ${PUBLISHED_BRANCH} branch`);
    },
  };
}

export type ContentRemote = ReturnType<typeof contentRemote>;
