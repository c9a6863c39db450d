import { makeGenericAPIRouteHandler } from "@keystatic/core/api/generic";
import type { Config } from "@keystatic/core";
import { staffPaths } from "#shared/staff-paths.ts";
import { blobSha } from "./blob-sha";
import type { FileVersions } from "./file-versions";
import { assertContentFileSize, ContentYamlError } from "#app/.server/content/content-yaml.ts";
import type { ContentProblem } from "#app/.server/content/validate-site-content.ts";
import { CONTENT_SAVE_BODY_LIMIT } from "#shared/body-limits.ts";
import { readCappedBody } from "#shared/capped-body.ts";
import { checkSave, type SaveChecker } from "./check-save";
import { fileNameProblem } from "./file-names";
import { imageUploadProblem, isImageFile } from "./image-upload";
import { changedSinceSeen, type ProposedSave } from "./save-checks";

/** The largest save, as posted (docs/content-editing.md, "Limits"); each file in it is limited too (content-yaml.ts). */
export const MAX_SAVE_BYTES = CONTENT_SAVE_BODY_LIMIT;

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

/** A call from the editor; `check` runs a save's checks away from the request (the server's worker thread). */
export type EditorCall = { request: Request; splat: string; sessionId: string; check?: SaveChecker };

const text = (status: number, body: string, headers: Record<string, string> = {}) =>
  new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8", ...headers } });

/** The posted body, or the answer that refuses it: 413 past the limit (before it is all read), 408, 400. */
async function readBody(request: Request): Promise<{ ok: true; raw: string } | { ok: false; response: Response }> {
  const read = await readCappedBody(request, { limit: MAX_SAVE_BYTES, linger: true });
  if (read.ok) return { ok: true, raw: new TextDecoder().decode(read.bytes) };
  if (read.status === 413)
    return {
      ok: false,
      response: text(413, `Not saved: a save may be at most ${MAX_SAVE_BYTES / 1024 / 1024} MB, and this one is larger.`),
    };
  if (read.status === 408)
    return { ok: false, response: text(408, "Not saved: the save arrived too slowly. Try again.", { Connection: "close" }) };
  return { ok: false, response: text(400, "Not saved: the save could not be read. Try again.") };
}

type ReadSave = { ok: true; save: ProposedSave } | { ok: false; status: 400 | 422; message: string };

/** The save Keystatic posted, decoded: every file name plain and editable, every file within its size. */
function readSave(body: unknown, isEditablePath: (file: string) => boolean): ReadSave {
  const malformed = { ok: false as const, status: 400 as const, message: "Not saved: the editor sent a save this server cannot read." };
  if (!body || typeof body !== "object") return malformed;
  const { additions, deletions } = body as { additions?: unknown; deletions?: unknown };
  if (!Array.isArray(additions) || !Array.isArray(deletions)) return malformed;
  const pathProblem = (file: string) => {
    const problem = fileNameProblem(file) ?? (isEditablePath(file) ? undefined : `${file} is not a file of a content set`);
    return problem && { ok: false as const, status: 400 as const, message: `Not saved: ${problem}.` };
  };
  const save: ProposedSave = { additions: [], deletions: [] };
  for (const addition of additions as { path?: unknown; contents?: unknown }[]) {
    if (typeof addition?.path !== "string" || typeof addition.contents !== "string") return malformed;
    const refused = pathProblem(addition.path);
    if (refused) return refused;
    const contents = new Uint8Array(Buffer.from(addition.contents, "base64url"));
    try {
      // An image has its own limit, checked with its type and dimensions (image-upload.ts).
      if (!isImageFile(addition.path)) assertContentFileSize(contents, addition.path);
    } catch (error) {
      if (error instanceof ContentYamlError) return { ok: false, status: 422, message: `Not saved: ${error.message}` };
      throw error;
    }
    save.additions.push({ path: addition.path, contents });
  }
  for (const deletion of deletions as { path?: unknown }[]) {
    if (typeof deletion?.path !== "string") return malformed;
    const refused = pathProblem(deletion.path);
    if (refused) return refused;
    save.deletions.push({ path: deletion.path });
  }
  return { ok: true, save };
}

/** Why the save's uploaded images may not be written (image-upload.ts); sharp reads them off the request's thread. */
async function imageProblems(save: ProposedSave): Promise<string[]> {
  const images = save.additions.filter((file) => isImageFile(file.path));
  const problems = await Promise.all(images.map((file) => imageUploadProblem(file.path, file.contents)));
  return problems.filter((problem) => problem !== undefined);
}

/**
 * Keystatic's local-mode API behind the staff area: the calls arrive under staffPaths.contentApi (where Keystatic
 * makes them) and go to its generic handler. Around it: every file version a session reads or writes is
 * recorded; a save is refused with 413 past its size (before it is read), with 400 for a file name that is not a
 * plain one of a content set, with 422 for an image that is not a PNG, JPEG, WebP or AVIF of the allowed size and
 * dimensions (image-upload.ts), with 409 when a file changed since the session saw it, and with 422 when a file does not
 * parse as content or the content tree with the save applied breaks a schema or a cross-reference (check-save.ts,
 * run by `check` away from the request); saves run one at a time, so a check and its write are never interleaved
 * with another save.
 */
export function editorApi(options: EditorApiOptions) {
  const handler = makeGenericAPIRouteHandler({ config: options.config, localBaseDirectory: options.root });
  // Without the server's worker (unit tests, `npm run dev`), a save is checked here.
  const inThisThread: SaveChecker = async (root, proposed) => checkSave(root, proposed, options.validate);
  let saving: Promise<unknown> = Promise.resolve();

  async function keystatic(request: Request, splat: string, json?: unknown): Promise<Response> {
    const url = new URL(request.url);
    const answer = await handler({
      method: request.method,
      headers: request.headers,
      url: `${url.origin}${staffPaths.contentApi}/${splat}${url.search}`,
      json: async () => json,
    });
    return new Response(answer.body as BodyInit | null, { status: answer.status, headers: new Headers(answer.headers) });
  }

  async function save({ request, splat, sessionId, check = inThisThread }: EditorCall): Promise<{ response: Response; saved: string[] }> {
    const posted = await readBody(request);
    if (!posted.ok) return { response: posted.response, saved: [] };
    let body: unknown;
    try {
      body = JSON.parse(posted.raw);
    } catch {
      return { response: text(400, "Not saved: the editor sent a save this server cannot read."), saved: [] };
    }
    const read = readSave(body, options.isEditablePath);
    if (!read.ok) return { response: text(read.status, read.message), saved: [] };
    const refusedImages = await imageProblems(read.save);
    if (refusedImages.length)
      return { response: text(422, refusedImages.map((problem) => `Not saved: ${problem}.`).join("\n")), saved: [] };

    const changed = changedSinceSeen(options.root, read.save, options.versions, sessionId);
    if (changed.length) return { response: text(409, conflictMessage(changed, options.previewOf)), saved: [] };
    const checked = await check(options.root, read.save);
    if (!checked.ok) return { response: text(checked.status, checked.message), saved: [] };
    const proposed = checked.save;

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
      if (call.splat !== "update") {
        // GitHub mode's calls (a token refresh) may post no body at all.
        const posted = call.request.body ? await readBody(call.request) : ({ ok: true, raw: "" } as const);
        if (!posted.ok) return { response: posted.response, saved: [] };
        let json: unknown;
        try {
          json = JSON.parse(posted.raw);
        } catch {
          // Keystatic answers a body it cannot use.
        }
        return { response: await keystatic(call.request, call.splat, json), saved: [] };
      }
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
