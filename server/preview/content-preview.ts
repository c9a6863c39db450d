import { readFileSync } from "node:fs";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { isImageFile } from "#content/schema/entry-paths.ts";
import { contentStamp } from "./content-stamp";
import type { RenderAnswer, WorkerMessage } from "./messages";

export type { RenderAnswer } from "./messages";

/** Renders public pages from saved, unpublished content (docs/preview.md). */
export type ContentPreview = {
  /** The page at `url` (an absolute URL of a public path) as the current build renders it from the drafts. */
  render(url: string): Promise<RenderAnswer>;
  /**
   * The bytes of an image saved in the drafts (its path under the content folder, images/…), or undefined when there is
   * none: the preview shows uploads as they are, since the live build has no resized copies of unpublished ones.
   */
  draftImage(file: string): Uint8Array<ArrayBuffer> | undefined;
  stop(): void;
};

export type ContentPreviewOptions = {
  /** The build to render with, asked at every request: a publish that swaps builds is followed at the next one. */
  buildDir: () => string;
  /** The drafts: the content folder the editor saves to. */
  contentDir: string;
  /** A render that takes longer answers a problem and its worker is replaced. */
  timeoutMs?: number;
};

type RenderWorker = {
  key: string;
  /** Resolves with the reason the server bundle could not load the drafts, or undefined once it is ready. */
  ready: Promise<string | undefined>;
  ask(url: string): Promise<RenderAnswer>;
  /** Ends the worker once its renders are answered. */
  retire(): void;
  /** Ends it now: its pending renders answer a problem. */
  terminate(): void;
};

const problem = (message: string): RenderAnswer => ({ kind: "problem", message });

/** Tells the pages rendered in the worker to show content images from the drafts' uploads (content-images.ts). */
export const PREVIEW_IMAGES_ENV = "CONTENT_PREVIEW_IMAGES";

/**
 * One warm worker thread whose server bundle was loaded from the drafts. It is replaced when the build or the
 * content tree changed since it started (checked per request by contentStamp); a replaced worker finishes the
 * renders it has, then ends.
 */
export function createContentPreview({ buildDir, contentDir, timeoutMs = 30_000 }: ContentPreviewOptions): ContentPreview {
  let current: RenderWorker | undefined;
  const forget = (worker: RenderWorker) => {
    if (current === worker) current = undefined;
  };

  return {
    async render(url) {
      const dir = buildDir();
      let stamp: string;
      try {
        stamp = contentStamp(contentDir);
      } catch (error) {
        return problem(`The content folder ${contentDir} cannot be read: ${(error as Error).message}`);
      }
      const key = `${dir}\n${stamp}`;
      if (current?.key !== key) {
        current?.retire();
        current = startWorker(key, dir, contentDir, forget);
      }
      const worker = current;
      const failure = await worker.ready;
      if (failure !== undefined) return problem(failure);
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<RenderAnswer>((resolve) => {
        timer = setTimeout(() => {
          forget(worker);
          worker.terminate();
          resolve(problem(`The preview took longer than ${timeoutMs / 1000} s to render and was stopped.`));
        }, timeoutMs);
      });
      try {
        return await Promise.race([worker.ask(url), timedOut]);
      } finally {
        clearTimeout(timer);
      }
    },
    draftImage(file) {
      // IMAGE_PATH's parts are letters, digits and hyphens: no "..", so the file is inside the drafts.
      if (!isImageFile(file)) return undefined;
      try {
        return new Uint8Array(readFileSync(path.join(contentDir, file)));
      } catch {
        return undefined;
      }
    },
    stop() {
      current?.retire();
      current = undefined;
    },
  };
}

function startWorker(key: string, buildDir: string, contentDir: string, onExit: (worker: RenderWorker) => void): RenderWorker {
  const worker = new Worker(path.join(buildDir, "server/preview-worker.js"), {
    workerData: { buildDir },
    env: { ...process.env, CONTENT_ROOT: contentDir, [PREVIEW_IMAGES_ENV]: "uploads" },
  });
  worker.unref();
  const pending = new Map<number, (answer: RenderAnswer) => void>();
  let nextId = 0;
  let retired = false;
  let settleReady: (failure: string | undefined) => void = () => {};
  const ready = new Promise<string | undefined>((resolve) => (settleReady = resolve));
  const endIfIdle = () => {
    if (retired && pending.size === 0) void worker.terminate();
  };

  worker.on("message", (message: WorkerMessage) => {
    if (message.type === "ready") settleReady(undefined);
    else if (message.type === "failed") settleReady(message.message);
    else {
      pending.get(message.id)?.(message.answer);
      pending.delete(message.id);
      endIfIdle();
    }
  });
  const stopped = (reason: string) => {
    onExit(handle);
    settleReady(reason);
    for (const answer of pending.values()) answer(problem(reason));
    pending.clear();
  };
  worker.on("error", (error) => stopped(`The preview renderer failed: ${error.message}`));
  worker.on("exit", (code) => stopped(`The preview renderer stopped (exit code ${code}).`));

  const handle: RenderWorker = {
    key,
    ready,
    ask(url) {
      const id = nextId++;
      return new Promise((resolve) => {
        pending.set(id, resolve);
        worker.postMessage({ id, url });
      });
    },
    retire() {
      retired = true;
      endIfIdle();
    },
    terminate() {
      void worker.terminate();
    },
  };
  return handle;
}
