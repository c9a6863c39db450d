import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createSaveChecker, type ContentSaveChecks } from "./save-checker";

const save = { additions: [{ path: "services/x.yaml", contents: new TextEncoder().encode("title: X\n") }], deletions: [] };
const folders: string[] = [];
let checker: ContentSaveChecks | undefined;

afterEach(() => {
  checker?.stop();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A build folder whose worker bundle is `source`: a stand-in for the real one, to test the thread's handling. */
function buildWithWorker(source: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), "save-checker-"));
  folders.push(dir);
  mkdirSync(path.join(dir, "server"));
  writeFileSync(path.join(dir, "server/preview-worker.js"), source);
  return dir;
}

const answering = `import { parentPort, workerData } from "node:worker_threads";
parentPort.on("message", ({ id, root, save }) => {
  if (workerData.job !== "content-check") throw new Error("not started as the content check");
  if (!save) return parentPort.postMessage({ id, problems: root === "/broken" ? ["content/site.yaml: name: Required"] : [] });
  if (save.additions[0].path === "services/spin.yaml") for (;;);
  parentPort.postMessage({ id, result: { ok: true, save } });
});`;

describe("the content save checker", () => {
  it("checks a save in its worker thread and answers the worker's result", async () => {
    checker = createSaveChecker({ buildDir: () => buildWithWorker(answering) });
    const result = await checker.check("/content", save);
    expect(result).toEqual({ ok: true, save });
  });

  it("stops a check past its time limit with a 503 in words, while this thread stays free, then checks the next save afresh", async () => {
    checker = createSaveChecker({ buildDir: () => buildWithWorker(answering), timeoutMs: 300 });
    let ticks = 0;
    const ticking = setInterval(() => ticks++, 20);
    const spinning = await checker.check("/content", { ...save, additions: [{ ...save.additions[0]!, path: "services/spin.yaml" }] });
    clearInterval(ticking);
    expect(spinning).toEqual({
      ok: false,
      status: 503,
      message: "Not saved: checking this save took longer than 0.3 s, so it was stopped. Nothing was written.",
    });
    // The server's own thread kept running its timers while the worker spun (a loop on this thread would allow none;
    // how many ran depends on the machine's load, so any will do).
    expect(ticks).toBeGreaterThan(0);
    expect(await checker.check("/content", save)).toEqual({ ok: true, save });
  });

  it("answers 503 when the worker fails instead of hanging the save", async () => {
    checker = createSaveChecker({ buildDir: () => buildWithWorker(`throw new Error("bundle broken");`) });
    const result = await checker.check("/content", save);
    expect(result).toMatchObject({ ok: false, status: 503, message: expect.stringContaining("bundle broken") });
  });

  it("checks a whole content tree in the same worker, as a publish does, and answers its problems in words", async () => {
    checker = createSaveChecker({ buildDir: () => buildWithWorker(answering) });
    expect(await checker.checkTree("/broken")).toEqual(["content/site.yaml: name: Required"]);
    expect(await checker.checkTree("/content")).toEqual([]);
  });

  it("rejects a tree check in words when the worker fails, so the publish stops instead of building unchecked content", async () => {
    checker = createSaveChecker({ buildDir: () => buildWithWorker(`throw new Error("bundle broken");`) });
    await expect(checker.checkTree("/content")).rejects.toThrow(/^Checking the content failed \(.*bundle broken/);
  });
});
