import { execFile } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../../..");
const tsx = path.join(root, "node_modules/.bin/tsx");

export type CommandResult = { status: number | null; stdout: string; stderr: string };

/**
 * Runs one of the repository's TypeScript commands (`scripts/staff.ts`, `scripts/leads.ts`) from the repository root
 * and resolves when it exits. Never synchronously: a test blocked on a child for seconds lets the server close the
 * connections its fetch pool keeps (keep-alive), and the next fetch then fails on a dead socket.
 */
export function runScript(script: string, args: string[], env: Record<string, string>): Promise<CommandResult> {
  return new Promise((resolve) => {
    execFile(
      tsx,
      [script, ...args],
      { cwd: root, encoding: "utf8", env: { PATH: process.env.PATH ?? "", ...env } },
      (error, stdout, stderr) => resolve({ status: error ? (typeof error.code === "number" ? error.code : null) : 0, stdout, stderr }),
    );
  });
}
