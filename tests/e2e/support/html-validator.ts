import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import vnuJar from "vnu-jar";

type VnuMessage = { type: string; subType?: string; url: string; lastLine?: number; message: string; extract?: string };

/**
 * Runs the Nu HTML Checker (vnu.jar, needs Java) once over many documents and returns its errors
 * grouped by the name each document was given. Warnings are left out: only errors make HTML invalid.
 */
export async function htmlErrors(documents: Record<string, string>): Promise<Record<string, string[]>> {
  const folder = mkdtempSync(path.join(tmpdir(), "vnu-"));
  const fileToName = new Map<string, string>();
  Object.entries(documents).forEach(([name, html], index) => {
    const file = path.join(folder, `${index}.html`);
    writeFileSync(file, html);
    fileToName.set(`file:${file}`, name);
  });
  const { stderr } = await runVnu([...fileToName.keys()].map((url) => url.slice("file:".length)));
  const messages = (JSON.parse(stderr) as { messages: VnuMessage[] }).messages;
  const errors: Record<string, string[]> = {};
  for (const message of messages.filter((each) => each.type === "error" || each.subType === "fatal")) {
    const name = fileToName.get(message.url) ?? message.url;
    (errors[name] ??= []).push(`line ${message.lastLine ?? "?"}: ${message.message}`);
  }
  return errors;
}

async function runVnu(files: string[]) {
  try {
    // vnu exits 1 when it finds errors; its JSON report is on stderr either way.
    return await promisify(execFile)("java", ["-jar", String(vnuJar), "--format", "json", "--errors-only", ...files], {
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    const failed = error as { code?: number | string; stderr?: string };
    if (failed.code === "ENOENT") {
      throw new Error('No Java for the HTML checker: run "apt-get update && apt-get install -y default-jre-headless" (Debian).', {
        cause: error,
      });
    }
    if (typeof failed.stderr === "string" && failed.stderr.trimStart().startsWith("{")) return { stderr: failed.stderr };
    throw error;
  }
}
