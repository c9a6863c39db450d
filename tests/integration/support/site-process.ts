import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { freePort } from "./smtp-relay";

const root = path.resolve(import.meta.dirname, "../../..");

const buildDir = process.env.BUILD_DIR ?? "build";
/** The server's own line once it listens (server/listen.ts), as JSON from `npm start` or pretty text from `npm run dev`. */
const READY_LINE = /"msg":"Site ready on |Site ready on http/;
/** Only guards a hang: a start on a busy machine takes as long as it takes. */
const START_HANG_MS = 5 * 60_000;

/**
 * The built site server (`node <BUILD_DIR>/server/server.js`) as a child process on 127.0.0.1, on `port` when given
 * (a test whose SITE_URL names the port picks it first), run from the repository or from `cwd` (a checkout copy).
 * With `dev`, the development server instead (`npm run dev`'s server/dev.ts, Vite in middleware mode).
 */
export async function startSite(
  env: Record<string, string>,
  port?: number,
  { cwd = root, dev = false }: { cwd?: string; dev?: boolean } = {},
) {
  port ??= await freePort();
  let output = "";
  const command = dev ? ["--import", "tsx", "server/dev.ts"] : [`${buildDir}/server/server.js`];
  const child: ChildProcess = spawn(process.execPath, command, {
    cwd,
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: dev ? "development" : "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      LEAD_RATE_PER_MINUTE: "1000000",
      LEAD_MAX_PER_WINDOW: "1000000",
      MAIL_MAX_PER_WINDOW: "1000000",
      LEAD_MIN_SUBMIT_MS: "0",
      OUTBOX_RETRY_BASE_MS: "100",
      OUTBOX_POLL_MS: "200",
      SMTP_TIMEOUT_MS: "2000",
      // Instances on one PostgreSQL must share a download secret; a test that needs it unset passes "".
      DOWNLOAD_SECRET: "integration-tests-shared-download-secret",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const base = `http://127.0.0.1:${port}`;
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  // Ready when the server says so: its "Site ready" line comes once it listens, after loading the whole build.
  await new Promise<void>((resolve, reject) => {
    const hang = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`The site server did not say it was ready within ${START_HANG_MS / 60_000} minutes:\n${output}`));
    }, START_HANG_MS);
    let ready = false;
    const hear = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready || !READY_LINE.test(output)) return;
      ready = true;
      clearTimeout(hang);
      resolve();
    };
    child.stdout?.on("data", hear);
    child.stderr?.on("data", hear);
    child.once("exit", (code, signal) => {
      clearTimeout(hang);
      reject(new Error(`Site server exited early (${signal ?? `code ${code}`}):\n${output}`));
    });
  });
  return {
    base,
    port,
    /** The server's process id: the same one for as long as it has not restarted. */
    pid: child.pid,
    running: () => child.exitCode === null && child.signalCode === null,
    output: () => output,
    post: (body: unknown) =>
      fetch(`${base}/api/sendMail`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
    async stop(signal: NodeJS.Signals = "SIGTERM") {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}
