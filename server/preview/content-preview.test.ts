// The preview's worker lifecycle, with a stand-in worker script in a throwaway build folder: kept warm, replaced
// when the drafts or the build change, and every failure answered as a problem. The real render worker runs in
// tests/integration/content-preview.test.ts.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createContentPreview, type ContentPreview } from "./content-preview";

// Says which worker answered (its start time and how many renders it did), what it was started with, and misbehaves
// on request: "/fail-to-load" in the drafts' marker file stops it loading, "/crash" ends it, "/hang" never answers.
const STAND_IN = `
import { readFileSync } from "node:fs";
import { parentPort, workerData } from "node:worker_threads";
const marker = readFileSync(process.env.CONTENT_ROOT + "/marker.txt", "utf8");
if (marker === "broken") parentPort.postMessage({ type: "failed", message: "Invalid content in marker.txt" });
else {
  const started = Math.random();
  let renders = 0;
  parentPort.on("message", ({ id, url }) => {
    if (url.endsWith("/crash")) process.exit(3);
    if (url.endsWith("/hang")) return;
    const body = JSON.stringify({ started, renders: ++renders, marker, buildDir: workerData.buildDir });
    parentPort.postMessage({ type: "answer", id, answer: { kind: "page", status: 200, contentType: "application/json", location: null, body } });
  });
  parentPort.postMessage({ type: "ready" });
}
`;

const folders: string[] = [];
let preview: ContentPreview | undefined;
afterEach(() => {
  preview?.stop();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function folder(): string {
  const made = mkdtempSync(path.join(tmpdir(), "preview-lifecycle-"));
  folders.push(made);
  return made;
}

function fakeBuild(): string {
  const dir = folder();
  mkdirSync(path.join(dir, "server"));
  writeFileSync(path.join(dir, "server/preview-worker.js"), STAND_IN);
  return dir;
}

type Seen = { started: number; renders: number; marker: string; buildDir: string };

function setup(timeoutMs?: number) {
  const drafts = folder();
  writeFileSync(path.join(drafts, "marker.txt"), "first");
  let build = fakeBuild();
  preview = createContentPreview({ buildDir: () => build, contentDir: drafts, timeoutMs });
  const render = preview.render.bind(preview);
  return {
    drafts,
    switchBuild: () => (build = fakeBuild()),
    render,
    async seen(url = "http://x/page"): Promise<Seen> {
      const answer = await render(url);
      if (answer.kind !== "page") throw new Error(answer.message);
      return JSON.parse(answer.body) as Seen;
    },
    save: (text: string) => writeFileSync(path.join(drafts, "marker.txt"), text),
  };
}

describe("createContentPreview", () => {
  it("keeps one worker warm while nothing changes, started with CONTENT_ROOT at the drafts", async () => {
    const { seen } = setup();
    const first = await seen();
    const second = await seen();
    expect(second.started).toBe(first.started);
    expect(second.renders).toBe(2);
    expect(first.marker).toBe("first");
  });

  it("starts a new worker after a save, which reads the saved drafts", async () => {
    const { seen, save } = setup();
    const before = await seen();
    save("second");
    const after = await seen();
    expect(after.started).not.toBe(before.started);
    expect(after.marker).toBe("second");
  });

  it("follows the build directory it is given at each render", async () => {
    const { seen, switchBuild } = setup();
    const before = await seen();
    const next = switchBuild();
    const after = await seen();
    expect(after.buildDir).toBe(next);
    expect(after.started).not.toBe(before.started);
  });

  it("answers the loading failure as a problem until the drafts are saved again", async () => {
    const { render, save, seen } = setup();
    save("broken");
    expect(await render("http://x/page")).toEqual({ kind: "problem", message: "Invalid content in marker.txt" });
    save("fixed");
    expect((await seen()).marker).toBe("fixed");
  });

  it("answers a worker that stops as a problem, and starts another at the next preview", async () => {
    const { render, seen } = setup();
    const crashed = await render("http://x/crash");
    expect(crashed).toEqual({ kind: "problem", message: "The preview renderer stopped (exit code 3)." });
    expect((await seen()).renders).toBe(1);
  });

  it("gives up on a render that takes too long, and starts another worker at the next preview", async () => {
    const { render, seen } = setup(500);
    const before = await seen();
    const hung = await render("http://x/hang");
    expect(hung.kind).toBe("problem");
    expect(hung.kind === "problem" && hung.message).toMatch(/longer than 0.5 s/);
    expect((await seen()).started).not.toBe(before.started);
  });

  it("says so when the drafts' folder cannot be read", async () => {
    preview = createContentPreview({ buildDir: fakeBuild, contentDir: path.join(tmpdir(), "no-such-drafts-folder") });
    const answer = await preview.render("http://x/page");
    expect(answer.kind === "problem" && answer.message).toMatch(/no-such-drafts-folder cannot be read/);
  });
});
