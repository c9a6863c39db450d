import path from "node:path";
import { Worker } from "node:worker_threads";
import type { SaveCheck } from "#app/.server/content-editor/check-save.ts";
import type { ProposedSave } from "#app/.server/content-editor/save-checks.ts";
import type { CheckAnswer, CheckRequest } from "./messages";

export type SaveCheckerOptions = {
  /** The build folder whose worker bundle runs the checks (`<build>/server/preview-worker.js`). */
  buildDir: () => string;
  /** A check still running after this long is stopped, and the save refused. */
  timeoutMs?: number;
  /** The worker's heap: a check that needs more is stopped, and the save refused, before the server feels it. */
  maxHeapMb?: number;
};

export type ContentSaveChecks = {
  /** Checks a save in the worker (content-editor/check-save.ts); answers a refusal if it fails or runs out of time. */
  check(root: string, save: ProposedSave): Promise<SaveCheck>;
  /**
   * Checks the whole content tree at `root` in the worker, as a publish does before it builds: its problems in words,
   * none when it is valid. Rejects, in words, if the check fails or runs out of time.
   */
  checkTree(root: string): Promise<string[]>;
  /** Starts the worker ahead of the first save (the editor reads its tree first), so that save does not wait for it. */
  warm(): void;
  stop(): void;
};

/** A request's answer, or why the worker gave none (in words, to end a sentence). */
type Outcome = { answer: CheckAnswer } | { failed: string };
type Waiting = { settle: (outcome: Outcome) => void; timer: NodeJS.Timeout; worker: Worker };

const unavailable = (message: string): SaveCheck => ({ ok: false, status: 503, message: `Not saved: ${message} Nothing was written.` });

/**
 * The content editor's save checks in a worker thread kept warm between saves, so that parsing a save and checking the
 * whole tree never hold the server's own thread: the site answers every other request meanwhile. A check past
 * `timeoutMs` ends the worker (a new one starts for the next save) and is answered 503 in words, as is a worker that
 * fails or runs out of memory.
 */
export function createSaveChecker({ buildDir, timeoutMs = 15_000, maxHeapMb = 512 }: SaveCheckerOptions): ContentSaveChecks {
  let worker: Worker | undefined;
  let nextId = 0;
  const waiting = new Map<number, Waiting>();

  const settle = (id: number, outcome: Outcome) => {
    const entry = waiting.get(id);
    if (!entry) return;
    waiting.delete(id);
    clearTimeout(entry.timer);
    entry.settle(outcome);
  };
  /** Fails the checks waiting on `of` (every worker's when not given). */
  const failAll = (message: string, of?: Worker) => {
    for (const [id, entry] of [...waiting]) if (!of || entry.worker === of) settle(id, { failed: message });
  };

  function start(): Worker {
    const started = new Worker(path.resolve(buildDir(), "server/preview-worker.js"), {
      workerData: { job: "content-check" },
      resourceLimits: { maxOldGenerationSizeMb: maxHeapMb },
    });
    started.unref();
    started.on("message", (answer: CheckAnswer) => {
      if ("error" in answer) settle(answer.id, { failed: `failed (${answer.error}).` });
      else settle(answer.id, { answer });
    });
    started.on("error", (error) => {
      if (worker === started) worker = undefined;
      failAll(`failed (${error.message}).`, started);
    });
    started.on("exit", () => {
      if (worker === started) worker = undefined;
      failAll("stopped before it was done.", started);
    });
    return started;
  }

  /** Sends the worker one request; a request past `timeoutMs` ends the worker (a new one starts for the next). */
  function ask(request: Omit<CheckRequest, "id">): Promise<Outcome> {
    const current = (worker ??= start());
    const id = ++nextId;
    return new Promise<Outcome>((resolve) => {
      const timer = setTimeout(() => {
        settle(id, { failed: `took longer than ${timeoutMs / 1000} s, so it was stopped.` });
        if (worker === current) worker = undefined;
        void current.terminate();
      }, timeoutMs);
      waiting.set(id, { settle: resolve, timer, worker: current });
      current.postMessage({ id, ...request } satisfies CheckRequest);
    });
  }

  return {
    async check(root, save) {
      const outcome = await ask({ root, save });
      if ("failed" in outcome) return unavailable(`checking this save ${outcome.failed}`);
      if (!("result" in outcome.answer)) return unavailable("checking this save failed (the worker answered something else).");
      return outcome.answer.result;
    },
    async checkTree(root) {
      const outcome = await ask({ root });
      if ("failed" in outcome) throw new Error(`Checking the content ${outcome.failed}`);
      if (!("problems" in outcome.answer)) throw new Error("Checking the content failed (the worker answered something else).");
      return outcome.answer.problems;
    },
    warm() {
      worker ??= start();
    },
    stop() {
      failAll("stopped: the server is stopping.");
      void worker?.terminate();
      worker = undefined;
    },
  };
}
