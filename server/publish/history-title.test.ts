import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { titleAtPublish } from "./history-title";

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

/** Today's content: the service renamed since, the post removed since. */
function today() {
  const root = mkdtempSync(path.join(os.tmpdir(), "history-title-"));
  roots.push(root);
  writeFileSync(path.join(root, "a.yaml"), "title: Renamed since\n");
  return root;
}

/** Two publish commits: "first" added both entries, "second" renamed the service and removed the post. */
const files: Record<string, Record<string, string>> = {
  first: { "a.yaml": "title: Data Governance\n", "b.md": '---\ntitle: "Masking"\n---\nBody' },
  second: { "a.yaml": "title: Data governance and stewardship\n" },
};
const history = {
  fileAt: (commit: string, file: string) => Promise.resolve(files[commit]?.[file] ?? null),
  parentOf: (commit: string) => Promise.resolve(commit === "second" ? "first" : null),
};

describe("a published entry's title in the history", () => {
  it("is the title the entry had at that publish's commit, not today's", async () => {
    const root = today();
    expect(await titleAtPublish(history, "first", "a.yaml", [root])).toBe("Data Governance");
    expect(await titleAtPublish(history, "second", "a.yaml", [root])).toBe("Data governance and stewardship");
  });

  it("names an entry the publish removed from the commit before it", async () => {
    expect(await titleAtPublish(history, "second", "b.md", [today()])).toBe("Masking");
  });

  it("falls back to today's file without a commit, and to the path when no one has a title", async () => {
    const root = today();
    expect(await titleAtPublish(history, null, "a.yaml", [root])).toBe("Renamed since");
    expect(await titleAtPublish(history, "first", "c.yaml", [root])).toBe("content/c.yaml");
  });
});
