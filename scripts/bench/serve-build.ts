import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** Starts the production server of a build (the current one by default) and resolves once /healthz answers. */
export async function serveBuild(
  port: number,
  env: Record<string, string> = {},
  { buildDir = process.env.BUILD_DIR ?? "build", timeoutSeconds = 10 }: { buildDir?: string; timeoutSeconds?: number } = {},
): Promise<{ origin: string; stop: () => void }> {
  const child: ChildProcess = spawn(process.execPath, [path.join(buildDir, "server/server.js")], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "bench-")),
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const origin = `http://localhost:${port}`;
  for (let attempt = 0; attempt < timeoutSeconds * 10; attempt++) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return { origin, stop: () => child.kill("SIGTERM") };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill("SIGKILL");
  throw new Error(`The server did not answer /healthz within ${timeoutSeconds} s`);
}
