// The server's worker threads, bundled to <build>/server/preview-worker.js (scripts/post-build.ts): the content
// preview's renderer (preview-renderer.ts), or, started with `job: "content-check"`, the content editor's save checks
// (server/content-check/). One bundle serves both, so the build keeps its two entry points.
import { workerData } from "node:worker_threads";

if ((workerData as { job?: string } | null)?.job === "content-check") await import("#server/content-check/check-worker.ts");
else await import("./preview-renderer");
