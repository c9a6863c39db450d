// Hostile saves and posts against the built server (issue 32): a save can neither stop the site nor write what the
// content rules refuse; sign-in reads no more than its limit; one origin rule, from SITE_URL, for every post.
import { createHash } from "node:crypto";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffPaths } from "#shared/staff-paths.ts";
import { openDatabase, type SiteDb } from "#server/db/connection.ts";
import { validLead } from "#tests/fixtures/leads.ts";
import { createStaffSession } from "#tests/fixtures/staff.ts";
import { rawExchange } from "#tests/integration/support/raw-http.ts";
import { startSite } from "#tests/integration/support/site-process.ts";
import { siteDatabase } from "#tests/integration/support/site-database.ts";
import { freePort } from "#tests/integration/support/smtp-relay.ts";

const SERVICE_FILE = "services/data-governance.yaml";
const ARTICLE_FILE = "blogs/data-breach-response.md";
/** "Billion laughs": nine levels of nine aliases, 9^9 strings once expanded, in a few hundred bytes. */
const ALIAS_CHAIN = [
  'a: &a ["x","x","x","x","x","x","x","x","x"]',
  ...[..."bcdefghi"].map((name, index) => `${name}: &${name} [${Array(9).fill(`*${"abcdefgh"[index]}`).join(",")}]`),
].join("\n");

let site: Awaited<ReturnType<typeof startSite>>;
let database: Awaited<ReturnType<typeof siteDatabase>>;
let db: SiteDb;
let drafts: string;
let editor: string;
/** SITE_URL: the site's configured origin, on "localhost"; the tests address it as 127.0.0.1, as a proxy would. */
let siteOrigin: string;

beforeAll(async () => {
  drafts = path.join(mkdtempSync(path.join(tmpdir(), "hostile-save-drafts-")), "content");
  cpSync(path.resolve("content"), drafts, { recursive: true });
  database = await siteDatabase("sqlite");
  const port = await freePort();
  siteOrigin = `http://localhost:${port}`;
  site = await startSite({ ...database.env, CONTENT_DRAFTS_DIR: drafts, SITE_URL: siteOrigin }, port);
  db = openDatabase(database);
  editor = (await createStaffSession(db, { email: "editor-hostile@lumenor.example", role: "editor" })).cookie;
  // The editor reads its tree first (the session has seen every file, and the save checker's worker starts), and by
  // the time an editor saves, the worker is running: a first save as it is waits for that.
  expect((await api("tree")).status).toBe(200);
  const unchanged = readFileSync(path.join(drafts, SERVICE_FILE), "utf8");
  expect((await api("update", { method: "POST", body: saveBody({ [SERVICE_FILE]: unchanged }) })).status).toBe(200);
});
afterAll(async () => {
  await db?.destroy();
  await site?.stop();
  await database?.remove();
  if (drafts) rmSync(path.dirname(drafts), { recursive: true, force: true });
});

function api(call: string, init: RequestInit = {}, headers: Record<string, string> = { origin: siteOrigin }) {
  return fetch(`${site.base}${staffPaths.contentApi}/${call}`, {
    ...init,
    redirect: "manual",
    headers: { cookie: editor, "no-cors": "1", "content-type": "application/json", ...headers },
  });
}

const saveBody = (files: Record<string, string>) =>
  JSON.stringify({
    additions: Object.entries(files).map(([file, contents]) => ({ path: file, contents: Buffer.from(contents).toString("base64url") })),
    deletions: [],
  });

/** Every file of the drafts and its hash: equal before and after means nothing was written. */
function treeState(): Record<string, string> {
  const files = readdirSync(drafts, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return Object.fromEntries(
    files.map((entry) => {
      const full = path.join(entry.parentPath, entry.name);
      return [path.relative(drafts, full), createHash("sha256").update(readFileSync(full)).digest("hex")];
    }),
  );
}

/** Runs `work` while asking /healthz every 50 ms; the slowest answer /healthz gave meanwhile, and work's own time. */
async function whileWatchingHealth<T>(work: () => Promise<T>): Promise<{ result: T; ms: number; slowestHealthMs: number }> {
  let slowest = 0;
  let running = true;
  const watcher = (async () => {
    while (running) {
      const asked = performance.now();
      const answer = await fetch(`${site.base}/healthz`, { signal: AbortSignal.timeout(5_000) });
      expect(answer.status).toBe(200);
      slowest = Math.max(slowest, performance.now() - asked);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const started = performance.now();
  const result = await work();
  const ms = performance.now() - started;
  running = false;
  await watcher;
  return { result, ms, slowestHealthMs: slowest };
}

/** The server process's resident memory in MB, from /proc. */
function residentMb(): number {
  const status = readFileSync(`/proc/${site.pid}/status`, "utf8");
  return Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1]) / 1024;
}

/** Sends `head` then `bytes` of body in 64 KB pieces (as chunks when `chunked`), stopping once the server answers. */
function postHuge(head: string, bytes: number, { chunked = false } = {}) {
  return rawExchange(site.port, async (socket) => {
    let answered = false;
    // A client that has its answer stops sending and hangs up.
    socket.once("data", () => {
      answered = true;
      socket.end();
    });
    socket.once("close", () => (answered = true));
    socket.write(head);
    const piece = Buffer.alloc(64 * 1024, "a");
    for (let sent = 0; sent < bytes && !answered; sent += piece.length) {
      const frame = chunked ? Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from("\r\n")]) : piece;
      if (!socket.write(frame)) await new Promise((resolve) => socket.once("drain", resolve));
    }
    if (!answered && chunked) socket.write("0\r\n\r\n");
  });
}

describe("a save can never stop the site", () => {
  it("refuses the alias chain with 422 in words within a second, while /healthz keeps answering within a second", async () => {
    const before = treeState();
    const { result, ms, slowestHealthMs } = await whileWatchingHealth(async () => {
      const answer = await api("update", {
        method: "POST",
        body: saveBody({ [SERVICE_FILE]: ALIAS_CHAIN }),
        signal: AbortSignal.timeout(10_000),
      });
      return { status: answer.status, text: await answer.text() };
    });
    expect(result.status).toBe(422);
    expect(result.text).toBe(
      `Not saved: ${SERVICE_FILE}, line 1: anchors and aliases (&name, *name) are not allowed in content: write the value out where it is needed`,
    );
    expect(ms).toBeLessThan(1_000);
    expect(slowestHealthMs).toBeLessThan(1_000);
    expect(treeState()).toEqual(before);
  });

  it("refuses a 13 MB file with 413 within a second, declared or streamed, while /healthz keeps answering within a second", async () => {
    const before = treeState();
    const big = `title: Data governance\nsummary: "${"x".repeat(13 * 1024 * 1024)}"\n`;
    const { result, ms, slowestHealthMs } = await whileWatchingHealth(async () => {
      const declared = await api("update", {
        method: "POST",
        body: saveBody({ [SERVICE_FILE]: big }),
        signal: AbortSignal.timeout(10_000),
      });
      const body = new TextEncoder().encode(saveBody({ [SERVICE_FILE]: big }));
      const streamed = await api("update", {
        method: "POST",
        body: new ReadableStream({
          start(controller) {
            for (let at = 0; at < body.length; at += 64 * 1024) controller.enqueue(body.slice(at, at + 64 * 1024));
            controller.close();
          },
        }),
        duplex: "half",
        signal: AbortSignal.timeout(10_000),
      } as RequestInit);
      return [
        { status: declared.status, text: await declared.text() },
        { status: streamed.status, text: await streamed.text() },
      ];
    });
    expect(result[0]).toEqual({ status: 413, text: "Too large: this address takes at most 12288 KB." });
    expect(result[1]).toEqual({ status: 413, text: "Not saved: a save may be at most 12 MB, and this one is larger." });
    expect(ms).toBeLessThan(2_000);
    expect(slowestHealthMs).toBeLessThan(1_000);
    expect(treeState()).toEqual(before);
  });
});

describe("a bad save answers 4xx in words and writes nothing", () => {
  const service = () => readFileSync(path.join(drafts, SERVICE_FILE), "utf8");
  const article = () => readFileSync(path.join(drafts, ARTICLE_FILE), "utf8");

  it.each([
    ["malformed YAML", () => ({ [SERVICE_FILE]: `${service()}broken: [unclosed\n` }), 422, `Not saved: ${SERVICE_FILE}, line `],
    [
      "an unknown YAML tag",
      () => ({ [SERVICE_FILE]: `${service()}run: !!js/function 'function () { return 1 }'\n` }),
      422,
      "the YAML tag !!js/function is not allowed",
    ],
    ["an unknown field", () => ({ [SERVICE_FILE]: `${service()}smuggled: extra\n` }), 422, `${SERVICE_FILE}: Unrecognized key: "smuggled"`],
    [
      "an unknown field of 300 KB",
      () => ({ [SERVICE_FILE]: `${service()}smuggled: "${"x".repeat(300 * 1024)}"\n` }),
      422,
      `Not saved: ${SERVICE_FILE}: the file is `,
    ],
    [
      "an article body of 300 KB",
      () => ({ [ARTICLE_FILE]: `${article()}\n${"More words. ".repeat(300 * 100)}\n` }),
      422,
      `Not saved: ${ARTICLE_FILE}: the file is `,
    ],
    ["a NUL in a file name", () => ({ "services/data\u0000governance.yaml": service() }), 400, "holds a control character"],
    ["a control character in a file name", () => ({ "services/data\u001bgovernance.yaml": service() }), 400, "holds a control character"],
    ["a space in a file name", () => ({ "services/data governance.yaml": service() }), 400, "only letters, digits and single hyphens"],
  ])("%s", async (_name, files, status, words) => {
    const before = treeState();
    const answer = await api("update", { method: "POST", body: saveBody(files()) });
    const text = await answer.text();
    expect(answer.status, text).toBe(status);
    expect(text).toContain(words);
    expect(treeState()).toEqual(before);
  });
});

describe("sign-in reads no more than its limit", () => {
  it("answers a 48 MB post to /staff/sign-in with 413 while the server's memory grows by less than 20 MB", async () => {
    const before = residentMb();
    const declared = await postHuge(
      `POST /staff/sign-in HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: ${siteOrigin}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${48 * 1024 * 1024}\r\n\r\n`,
      48 * 1024 * 1024,
    );
    expect(declared.status).toBe(413);
    const chunked = await postHuge(
      `POST /staff/sign-in/passkey HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: ${siteOrigin}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`,
      48 * 1024 * 1024,
      { chunked: true },
    );
    expect(chunked.status).toBe(413);
    expect(residentMb() - before).toBeLessThan(20);
    expect((await fetch(`${site.base}/healthz`)).status).toBe(200);
  });
});

describe("one origin rule, from SITE_URL", () => {
  const signOut = (headers: Record<string, string>) =>
    fetch(`${site.base}${staffPaths.signOut}`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie: editor, "content-type": "application/x-www-form-urlencoded", ...headers },
      body: "",
    });
  const save = (headers: Record<string, string>) =>
    api("update", { method: "POST", body: saveBody({ [SERVICE_FILE]: "title: Data governance\n" }) }, headers);

  it("refuses a post with neither Origin nor Sec-Fetch-Site the same way on a staff form and on the content API", async () => {
    const before = treeState();
    const answers = await Promise.all([signOut({}), save({})]);
    expect(await Promise.all(answers.map(async (answer) => [answer.status, await answer.text()]))).toEqual([
      [403, "Cross-origin requests are refused"],
      [403, "Cross-origin requests are refused"],
    ]);
    expect(treeState()).toEqual(before);
  });

  it("refuses a post whose Origin matches the Host it was sent to but not SITE_URL, on a staff form, the content API and the lead API", async () => {
    const before = treeState();
    const hostOrigin = { origin: site.base };
    const answers = await Promise.all([signOut(hostOrigin), save(hostOrigin)]);
    expect(answers.map((answer) => answer.status)).toEqual([403, 403]);
    const lead = await fetch(`${site.base}/api/sendMail`, {
      method: "POST",
      headers: { ...hostOrigin, "content-type": "application/json" },
      body: JSON.stringify(validLead),
    });
    expect(lead.status).toBe(403);
    expect(treeState()).toEqual(before);
    // The session is still there: the refused sign-out changed nothing.
    expect((await fetch(`${site.base}${staffPaths.home}`, { redirect: "manual", headers: { cookie: editor } })).status).toBe(200);
  });

  it("lets a post from SITE_URL through to a page's action although the Host differs (as behind a proxy)", async () => {
    const answer = await fetch(`${site.base}${staffPaths.signIn}`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: siteOrigin, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: "nobody-here@lumenor.example" }),
    });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe(`${staffPaths.signIn}?sent=1`);
  });
});
