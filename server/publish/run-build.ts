import { spawn } from "node:child_process";
import path from "node:path";

/**
 * Where a build's time went, from when its output lines came: compiling (Vite's client and server builds), pre-rendering
 * the pages (the first "Prerender" line to the last; `pages` counts the HTML ones), and what follows (art files, share
 * images, PDFs, search index, compression, the server bundle).
 */
export type BuildPhases = { compileMs: number; prerenderMs: number; pages: number; afterMs: number };

export type BuildResult = { ok: true; ms: number; phases: BuildPhases } | { ok: false; ms: number; output: string };

/** Times the phases of a build from its lines as they arrive. */
function phaseClock(started: number) {
  let firstPrerender: number | undefined;
  let lastPrerender: number | undefined;
  let pages = 0;
  return {
    hear(line: string, at = Date.now()) {
      if (!line.startsWith("Prerender")) return;
      firstPrerender ??= at;
      lastPrerender = at;
      if (line.startsWith("Prerender (html)")) pages += 1;
    },
    phases(ended: number): BuildPhases {
      const first = firstPrerender ?? ended;
      const last = lastPrerender ?? ended;
      return { compileMs: first - started, prerenderMs: last - first, pages, afterMs: ended - last };
    },
  };
}

/** How much of the build's output is kept for the error message. */
const KEPT_OUTPUT = 64 * 1024;

/**
 * Runs `npm run build` in `projectDir` as a child process (so the site keeps serving from this one), writing the
 * build to `buildDir` from the content in `contentRoot`. `onLine` hears each line of its output as it comes.
 * npm and every tool the build runs start through `env node`: this process's own Node comes first on their PATH, so
 * the build runs on the Node the server runs on, whatever other Node the machine has.
 */
export function runBuild(
  { projectDir, buildDir, contentRoot }: { projectDir: string; buildDir: string; contentRoot: string },
  onLine: (line: string) => void,
): Promise<BuildResult> {
  const started = Date.now();
  const clock = phaseClock(started);
  return new Promise((resolve) => {
    let output = "";
    let partial = "";
    const child = spawn("npm", ["run", "--silent", "build"], {
      cwd: projectDir,
      env: {
        ...process.env,
        PATH: [path.dirname(process.execPath), process.env.PATH].filter(Boolean).join(path.delimiter),
        BUILD_DIR: buildDir,
        CONTENT_ROOT: contentRoot,
        FORCE_COLOR: "0",
        NO_COLOR: "1",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const hear = (chunk: Buffer) => {
      const text = chunk.toString();
      output = (output + text).slice(-KEPT_OUTPUT);
      const lines = (partial + text).split(/\r?\n/);
      partial = lines.pop() ?? "";
      for (const line of lines) {
        if (!line.trim()) continue;
        clock.hear(line);
        onLine(line);
      }
    };
    child.stdout.on("data", hear);
    child.stderr.on("data", hear);
    child.once("error", (error) => resolve({ ok: false, ms: Date.now() - started, output: `The build could not start: ${error.message}` }));
    child.once("close", (code, signal) =>
      resolve(
        code === 0
          ? { ok: true, ms: Date.now() - started, phases: clock.phases(Date.now()) }
          : { ok: false, ms: Date.now() - started, output: output || `The build stopped (${signal ?? `exit code ${code}`}).` },
      ),
    );
  });
}
