import { readFileSync } from "node:fs";
import path from "node:path";
import { makeGenericAPIRouteHandler } from "@keystatic/core/api/generic";
import type { Config } from "@keystatic/core";
import { staffPaths } from "#app/lib/staff-paths.ts";
import { blobSha } from "./blob-sha";
import type { FileVersions } from "./file-versions";
import { inContentStyle } from "./yaml-style";
import type { ContentProblem } from "#app/.server/content/validate-site-content.ts";
import { changedSinceSeen, describeProblems, problemsOfSave, type ProposedSave } from "./save-checks";

/** Keystatic's own prefix for its API, which its handler strips from the URL. */
const KEYSTATIC_API = "/api/keystatic";
const MAX_SAVE_BYTES = 5 * 1024 * 1024;

export type EditorApiOptions = {
  config: Config;
  /** The content folder Keystatic reads and writes (its localBaseDirectory). */
  root: string;
  versions: FileVersions;
  validate: (root: string) => ContentProblem[];
  /** Whether Keystatic may write this path (relative to root): a file of a content set, never outside it. */
  isEditablePath: (file: string) => boolean;
  /** The public page that shows a file's entry, for the conflict message (through preview). */
  previewOf: (file: string) => string | undefined;
};

export type EditorCall = { request: Request; splat: string; sessionId: string };

const text = (status: number, body: string) => new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/** The file as it is now, if it exists and may be read. */
function currentFile(root: string, file: string): Uint8Array | undefined {
  try {
    return readFileSync(path.join(root, file));
  } catch {
    return undefined;
  }
}

function readSave(body: unknown, root: string, isEditablePath: (file: string) => boolean): ProposedSave | undefined {
  if (!body || typeof body !== "object") return undefined;
  const { additions, deletions } = body as { additions?: unknown; deletions?: unknown };
  if (!Array.isArray(additions) || !Array.isArray(deletions)) return undefined;
  const save: ProposedSave = { additions: [], deletions: [] };
  for (const addition of additions as { path?: unknown; contents?: unknown }[]) {
    if (typeof addition?.path !== "string" || typeof addition.contents !== "string" || !isEditablePath(addition.path)) return undefined;
    const contents = new Uint8Array(Buffer.from(addition.contents, "base64url"));
    save.additions.push({ path: addition.path, contents: inContentStyle(addition.path, contents, currentFile(root, addition.path)) });
  }
  for (const deletion of deletions as { path?: unknown }[]) {
    if (typeof deletion?.path !== "string" || !isEditablePath(deletion.path)) return undefined;
    save.deletions.push({ path: deletion.path });
  }
  return save;
}

/**
 * Keystatic's local-mode API behind the staff area: the calls arrive under staffPaths.contentApi and go to
 * Keystatic's generic handler as /api/keystatic/…. Around it: every file version a session reads or writes is
 * recorded; a save is refused with 409 when a file changed since the session saw it, and with 422 when the content
 * tree with the save applied breaks a schema or a cross-reference (save-checks.ts); saves run one at a time, so a check and its
 * write are never interleaved with another save.
 */
export function editorApi(options: EditorApiOptions) {
  const handler = makeGenericAPIRouteHandler({ config: options.config, localBaseDirectory: options.root });
  let saving: Promise<unknown> = Promise.resolve();

  async function keystatic(request: Request, splat: string, json?: unknown): Promise<Response> {
    const url = new URL(request.url);
    const answer = await handler({
      method: request.method,
      headers: request.headers,
      url: `${url.origin}${KEYSTATIC_API}/${splat}${url.search}`,
      json: async () => json,
    });
    const headers = new Headers(answer.headers);
    // GitHub mode's sign-in redirects to Keystatic's own pages.
    const location = headers.get("location");
    if (location?.startsWith("/keystatic")) headers.set("location", staffPaths.content + location.slice("/keystatic".length));
    return new Response(answer.body as BodyInit | null, { status: answer.status, headers });
  }

  async function save({ request, splat, sessionId }: EditorCall): Promise<{ response: Response; saved: string[] }> {
    const raw = await request.text();
    if (raw.length > MAX_SAVE_BYTES) return { response: text(413, "This save is too large"), saved: [] };
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      return { response: text(400, "Bad data"), saved: [] };
    }
    const proposed = readSave(body, options.root, options.isEditablePath);
    if (!proposed) return { response: text(400, "Bad data"), saved: [] };

    const changed = changedSinceSeen(options.root, proposed, options.versions, sessionId);
    if (changed.length) return { response: text(409, conflictMessage(changed, options.previewOf)), saved: [] };
    const problems = problemsOfSave(options.root, proposed, options.validate);
    if (problems.length)
      return { response: text(422, `Not saved: the content would break these rules.\n${describeProblems(problems)}`), saved: [] };

    const response = await keystatic(request, splat, {
      additions: proposed.additions.map((file) => ({ path: file.path, contents: Buffer.from(file.contents).toString("base64url") })),
      deletions: proposed.deletions,
    });
    if (!response.ok) return { response, saved: [] };
    for (const file of proposed.additions) options.versions.saw(sessionId, file.path, blobSha(file.contents));
    for (const file of proposed.deletions) options.versions.saw(sessionId, file.path, null);
    return { response, saved: [...proposed.additions, ...proposed.deletions].map((file) => file.path) };
  }

  return {
    /** A GET: the tree (every file and its version) or one file's contents at a version. */
    async read({ request, splat, sessionId }: EditorCall): Promise<Response> {
      const response = await keystatic(request, splat);
      if (!response.ok) return response;
      if (splat === "tree") {
        const entries = (await response.clone().json()) as { path: string; type: string; sha: string }[];
        options.versions.sawTree(
          sessionId,
          new Map(entries.filter((entry) => entry.type === "blob").map((entry) => [entry.path, entry.sha])),
        );
      }
      const blob = /^blob\/([0-9a-f]{40})\/(.+)$/.exec(splat);
      if (blob) options.versions.saw(sessionId, blob[2]!, blob[1]!);
      return response;
    },
    /** A POST: `update` (a save) goes through the checks; anything else goes to Keystatic as it is. */
    async write(call: EditorCall): Promise<{ response: Response; saved: string[] }> {
      if (call.splat !== "update")
        return { response: await keystatic(call.request, call.splat, await call.request.json().catch(() => undefined)), saved: [] };
      const result = saving.then(() => save(call));
      saving = result.catch(() => undefined);
      return result;
    },
  };
}

function conflictMessage(files: readonly string[], previewOf: (file: string) => string | undefined): string {
  return files
    .map((file) => {
      const preview = previewOf(file);
      return (
        `Not saved: another editor saved ${file} after you opened it, and saving now would overwrite their change. ` +
        `Reload this page to see their version${preview ? ` (or open ${preview})` : ""}, then make your change again.`
      );
    })
    .join("\n");
}
