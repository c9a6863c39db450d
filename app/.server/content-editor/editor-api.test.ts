import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { collection, config, fields } from "@keystatic/core";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { staffPaths } from "#shared/staff-paths.ts";
import { blobSha } from "./blob-sha";
import { editorApi, MAX_SAVE_BYTES } from "./editor-api";
import { fileVersions } from "./file-versions";
import type { ContentProblem } from "#app/.server/content/validate-site-content.ts";

const ORIGIN = "http://127.0.0.1:4000";
const keystaticConfig = config({
  storage: { kind: "local" },
  collections: {
    services: collection({
      label: "Services",
      path: "services/*",
      slugField: "title",
      schema: {
        title: fields.slug({ name: { label: "Title" } }),
        cover: fields.image({ label: "Cover", directory: "images/services", publicPath: "images/services/" }),
      },
    }),
  },
});

let root: string;
let problems: ContentProblem[];
let api: ReturnType<typeof editorApi>;
const file = "services/data-governance.yaml";
const onDisk = () => readFileSync(path.join(root, file), "utf8");

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "editor-api-"));
  mkdirSync(path.join(root, "services"));
  writeFileSync(path.join(root, file), "title: Data governance\n");
  problems = [];
  api = editorApi({
    config: keystaticConfig,
    root,
    versions: fileVersions(),
    validate: () => problems,
    isEditablePath: (candidate) => /^services\/[a-z-]+\.yaml$/.test(candidate) || candidate.startsWith("images/services/"),
    previewOf: () => "/staff/content/preview/services/data-governance",
  });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const get = (splat: string, sessionId: string) =>
  api.read({ request: new Request(`${ORIGIN}${staffPaths.contentApi}/${splat}`, { headers: { "no-cors": "1" } }), splat, sessionId });

function saveCall(sessionId: string, contents: string, target = file) {
  const body = JSON.stringify({ additions: [{ path: target, contents: Buffer.from(contents).toString("base64url") }], deletions: [] });
  const request = new Request(`${ORIGIN}${staffPaths.contentApi}/update`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "no-cors": "1" },
    body,
  });
  return { request, splat: "update", sessionId };
}

const save = (sessionId: string, contents: string, target = file) => api.write(saveCall(sessionId, contents, target));

describe("the editor's API", () => {
  it("answers Keystatic's tree and blob calls from the content folder", async () => {
    const tree = await get("tree", "a");
    expect(tree.status).toBe(200);
    const entry = ((await tree.json()) as { path: string; sha: string }[]).find((candidate) => candidate.path === file);
    expect(entry?.sha).toBe(blobSha(Buffer.from("title: Data governance\n")));
    const blob = await get(`blob/${entry!.sha}/${file}`, "a");
    expect(await blob.text()).toBe("title: Data governance\n");
  });

  it("writes a save of the version the session saw, and records it, so a second save of its own goes through", async () => {
    await get("tree", "a");
    const first = await save("a", "title: Data governance and quality\n");
    expect(first.response.status).toBe(200);
    expect(first.saved).toEqual([file]);
    expect(onDisk()).toBe("title: Data governance and quality\n");
    expect((await save("a", "title: Governance\n")).response.status).toBe(200);
    expect(onDisk()).toBe("title: Governance\n");
  });

  it("refuses with 409 a save of a file another editor saved since, names it and where to see theirs, and writes nothing", async () => {
    await get("tree", "a");
    await get("tree", "b");
    expect((await save("b", "title: B's title\n")).response.status).toBe(200);
    const refused = await save("a", "title: A's title\n");
    expect(refused.response.status).toBe(409);
    expect(refused.saved).toEqual([]);
    const message = await refused.response.text();
    expect(message).toContain(`another editor saved ${file}`);
    expect(message).toContain("/staff/content/preview/services/data-governance");
    expect(onDisk()).toBe("title: B's title\n");
  });

  it("refuses a file the session never saw that exists now (another editor created it)", async () => {
    const refused = await save("never-read", "title: Mine\n");
    expect(refused.response.status).toBe(409);
    expect(onDisk()).toBe("title: Data governance\n");
  });

  it("refuses with 422 a save the content rules refuse, naming the file, the field and the schema's words, and writes nothing", async () => {
    await get("tree", "a");
    problems = [{ file, path: ["engagement", 1, "phase"], message: "Too small: expected string to have >=1 characters" }];
    const refused = await save("a", "title: ''\n");
    expect(refused.response.status).toBe(422);
    expect(await refused.response.text()).toContain(`${file} › engagement[1].phase: Too small: expected string to have >=1 characters`);
    expect(onDisk()).toBe("title: Data governance\n");
  });

  it("is not blocked by a problem another file already had, but refuses one in the file it saves", async () => {
    await get("tree", "a");
    problems = [{ file: "services/broken-by-hand.yaml", path: ["title"], message: "Required" }];
    expect((await save("a", "title: Still saved\n")).response.status).toBe(200);
    problems = [{ file, path: ["title"], message: "Required" }];
    expect((await save("a", "title: ''\n")).response.status).toBe(422);
  });

  it("validates the tree with the save applied, on a copy: the content folder is untouched while it runs", async () => {
    await get("tree", "a");
    let seen: { copy: string; original: string } | undefined;
    api = editorApi({
      config: keystaticConfig,
      root,
      versions: fileVersions(),
      validate: (copy) => {
        if (copy !== root) seen = { copy: readFileSync(path.join(copy, file), "utf8"), original: onDisk() };
        return [];
      },
      isEditablePath: () => true,
      previewOf: () => undefined,
    });
    await get("tree", "a");
    expect((await save("a", "title: New\n")).response.status).toBe(200);
    expect(seen).toEqual({ copy: "title: New\n", original: "title: Data governance\n" });
  });

  it("refuses paths outside the content sets before touching anything", async () => {
    await get("tree", "a");
    const refused = await save("a", "x", "../outside.yaml");
    expect(refused.response.status).toBe(400);
  });

  it("answers each bad save with a 4xx in words naming the file and, where known, the line, and writes nothing", async () => {
    await get("tree", "a");
    const cases: [string, string, number, string][] = [
      [file, "title: [unclosed\nnext: 1\n", 422, `Not saved: ${file}, line 2: `],
      [
        file,
        "title: ok\nrun: !!js/function 'function () {}'\n",
        422,
        `Not saved: ${file}, line 2: the YAML tag !!js/function is not allowed`,
      ],
      [file, "a: &a [x, x]\nb: [*a, *a]\n", 422, `Not saved: ${file}, line 1: anchors and aliases (&name, *name) are not allowed`],
      [file, `title: "${"x".repeat(257 * 1024)}"\n`, 422, `Not saved: ${file}: the file is 258 KB; a content file may be at most 256 KB`],
      ["services/a\u0000b.yaml", "title: x\n", 400, 'Not saved: the file name "services/a\\u0000b.yaml" holds a control character.'],
      ["services/a\u202eb.yaml", "title: x\n", 400, "may hold only letters, digits and single hyphens"],
      ["services/a b.yaml", "title: x\n", 400, "may hold only letters, digits and single hyphens"],
    ];
    for (const [target, contents, status, words] of cases) {
      const refused = await save("a", contents, target);
      expect(refused.response.status, words).toBe(status);
      expect(await refused.response.text(), words).toContain(words);
      expect(refused.saved).toEqual([]);
    }
    expect(onDisk()).toBe("title: Data governance\n");
  });

  it("refuses a save over 12 MB with 413, by its Content-Length or as it streams, before reading it all", async () => {
    await get("tree", "a");
    const post = (body: BodyInit, headers: Record<string, string> = {}) =>
      api.write({
        request: new Request(`${ORIGIN}${staffPaths.contentApi}/update`, {
          method: "POST",
          headers: { "Content-Type": "application/json", ...headers },
          body,
          duplex: "half",
        } as RequestInit),
        splat: "update",
        sessionId: "a",
      });
    const declared = await post("{}", { "Content-Length": String(MAX_SAVE_BYTES + 1) });
    expect(declared.response.status).toBe(413);
    expect(await declared.response.text()).toBe("Not saved: a save may be at most 12 MB, and this one is larger.");
    // 3 MB arriving a piece at a time, as from a network.
    let pulled = 0;
    const threeMegabytes = new ReadableStream<Uint8Array>({
      async pull(controller) {
        await new Promise((resolve) => setImmediate(resolve));
        pulled += 64 * 1024;
        controller.enqueue(new Uint8Array(64 * 1024).fill(32));
        if (pulled >= 3 * MAX_SAVE_BYTES) controller.close();
      },
    });
    const streamed = await post(threeMegabytes);
    expect(streamed.response.status).toBe(413);
    expect(pulled).toBeLessThan(MAX_SAVE_BYTES + 256 * 1024);
    expect(onDisk()).toBe("title: Data governance\n");
  });

  it("hands the save to the given checker and writes what it returns, or its refusal", async () => {
    await get("tree", "a");
    const refusal = { ok: false as const, status: 503 as const, message: "Not saved: checking this save took longer than 15 s." };
    const refused = await api.write({ ...saveCall("a", "title: Fine\n"), check: async () => refusal });
    expect(refused.response.status).toBe(503);
    expect(await refused.response.text()).toBe(refusal.message);
    expect(onDisk()).toBe("title: Data governance\n");
  });

  it("writes an uploaded PNG into the content tree, and refuses a text file named .png with 422 in words, writing nothing", async () => {
    await get("tree", "a");
    const image = "images/services/data-governance/cover.png";
    const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#1d4ed8" } })
      .png()
      .toBuffer();
    const upload = (contents: Buffer) =>
      api.write({
        request: new Request(`${ORIGIN}${staffPaths.contentApi}/update`, {
          method: "POST",
          headers: { "Content-Type": "application/json", "no-cors": "1" },
          body: JSON.stringify({
            additions: [
              { path: file, contents: Buffer.from(`title: Data governance\ncover: ${image}\n`).toString("base64url") },
              { path: image, contents: contents.toString("base64url") },
            ],
            deletions: [],
          }),
        }),
        splat: "update",
        sessionId: "a",
      });
    const disguised = await upload(Buffer.from("#!/bin/sh\necho not a picture\n"));
    expect(disguised.response.status).toBe(422);
    expect(await disguised.response.text()).toBe(
      "Not saved: cover.png is not a PNG, JPEG, WebP or AVIF image (its content says otherwise, whatever its name); SVG is not taken.",
    );
    expect(existsSync(path.join(root, image))).toBe(false);
    expect(onDisk()).toBe("title: Data governance\n");

    const accepted = await upload(png);
    expect(accepted.response.status).toBe(200);
    expect(accepted.saved).toEqual([file, image]);
    expect(readFileSync(path.join(root, image))).toEqual(png);
  });
});
