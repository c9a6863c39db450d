// Images through the editor and the build (issue 37): an editor's upload is checked by the built server's content
// API (a PNG written into the drafts, a file that only calls itself .png refused and nothing written), then a build
// of those drafts resizes the cover and the share image, and the article page shows them with their sizes. One real
// build of a copy of the content runs here, so this file takes a few minutes on a busy machine.
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffPaths } from "#shared/staff-paths.ts";
import { openDatabase, type SiteDb } from "#server/db/connection.ts";
import { createStaffSession } from "#tests/fixtures/staff.ts";
import { siteDatabase } from "#tests/integration/support/site-database.ts";
import { startSite } from "#tests/integration/support/site-process.ts";
import { freePort } from "#tests/integration/support/smtp-relay.ts";

const BLOG = "data-contracts";
const BLOG_FILE = `blogs/${BLOG}.md`;
const COVER = `images/blogs/${BLOG}/cover/src.png`;
const SHARE = `images/blogs/${BLOG}/searchEngines/shareImage/src.jpg`;
const OTHER_FILE = "blogs/data-masking.md";
const DISGUISED = "images/blogs/data-masking/cover/src.png";
const LOGO = "images/partners/snowflake/logo/src.png";
const PHOTO = "images/offices/hq/photo/src.jpg";
const BUILD_TIMEOUT = 900_000;

let site: Awaited<ReturnType<typeof startSite>>;
let database: Awaited<ReturnType<typeof siteDatabase>>;
let db: SiteDb;
let work: string;
let drafts: string;
let editor: string;
let siteOrigin: string;
let buildDir: string | undefined;

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), "content-images-"));
  drafts = path.join(work, "content");
  cpSync(path.resolve("content"), drafts, { recursive: true });
  database = await siteDatabase("sqlite");
  const port = await freePort();
  siteOrigin = `http://localhost:${port}`;
  site = await startSite({ ...database.env, CONTENT_DRAFTS_DIR: drafts, SITE_URL: siteOrigin }, port);
  db = openDatabase(database);
  editor = (await createStaffSession(db, { email: "editor-images@lumenor.example", role: "editor" })).cookie;
  expect((await api("tree")).status).toBe(200);
});
afterAll(async () => {
  await db?.destroy();
  await site?.stop();
  await database?.remove();
  if (work) rmSync(work, { recursive: true, force: true });
  if (buildDir) rmSync(buildDir, { recursive: true, force: true });
});

function api(call: string, init: RequestInit = {}) {
  return fetch(`${site.base}${staffPaths.contentApi}/${call}`, {
    ...init,
    redirect: "manual",
    headers: { cookie: editor, origin: siteOrigin, "no-cors": "1", "content-type": "application/json" },
  });
}

const save = (files: Record<string, Uint8Array | string>) =>
  api("update", {
    method: "POST",
    body: JSON.stringify({
      additions: Object.entries(files).map(([file, contents]) => ({ path: file, contents: Buffer.from(contents).toString("base64url") })),
      deletions: [],
    }),
  });

/** The article's front matter with an image group added after its services. */
const withImages = (file: string, lines: string) => {
  const text = readFileSync(path.join(drafts, file), "utf8");
  return text.replace(/^(services: .*\n)/m, `$1${lines}`);
};

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

const picture = (width: number, height: number, background: string) => sharp({ create: { width, height, channels: 3, background } });

function build(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    execFile("npm", ["run", "build"], { env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) =>
      resolve({ code: error ? (typeof error.code === "number" ? error.code : 1) : 0, output: `${stdout}\n${stderr}` }),
    );
  });
}

/** An attribute's value; HTML names are case-insensitive (React writes `srcSet`, `fetchPriority`). */
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1];
const urlsOf = (srcset: string) => srcset.split(",").map((candidate) => candidate.trim().split(/\s+/)[0]!);

describe("images through the editor", () => {
  it("refuses a text file named .png with 422 in words and writes nothing; writes a PNG and a JPEG with the article", async () => {
    const before = treeState();
    const disguised = await save({
      [OTHER_FILE]: withImages(OTHER_FILE, `cover:\n  src: ${DISGUISED}\n  alt: "A chart"\n`),
      [DISGUISED]: "#!/bin/sh\necho this is no picture\n",
    });
    expect(disguised.status).toBe(422);
    expect(await disguised.text()).toBe(
      "Not saved: src.png is not a PNG, JPEG, WebP or AVIF image (its content says otherwise, whatever its name); SVG is not taken.",
    );
    expect(treeState()).toEqual(before);

    const cover = new Uint8Array(await picture(1600, 900, "#1d4ed8").png().toBuffer());
    const share = new Uint8Array(await picture(2000, 1000, "#0f766e").jpeg().toBuffer());
    const saved = await save({
      [BLOG_FILE]: withImages(
        BLOG_FILE,
        `cover:\n  src: ${COVER}\n  alt: "A plain blue test card"\nsearchEngines:\n  shareImage:\n    src: ${SHARE}\n    alt: "A plain green test card"\n`,
      ),
      [COVER]: cover,
      [SHARE]: share,
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect(new Uint8Array(readFileSync(path.join(drafts, COVER)))).toEqual(cover);
    expect(new Uint8Array(readFileSync(path.join(drafts, SHARE)))).toEqual(share);
    expect(readFileSync(path.join(drafts, BLOG_FILE), "utf8")).toContain(`cover:\n  src: ${COVER}\n`);
  });

  it("writes a partner's logo and an office's photograph with their singletons", async () => {
    const partners = readFileSync(path.join(drafts, "partners.yaml"), "utf8").replace(
      /^( {2}- slug: snowflake\n)/m,
      `$1    logo:\n      src: ${LOGO}\n      alt: "A plain orange test logo"\n`,
    );
    const offices = readFileSync(path.join(drafts, "offices.yaml"), "utf8").replace(
      /^( {2}- id: hq\n)/m,
      `$1    photo:\n      src: ${PHOTO}\n      alt: "A plain grey test building"\n`,
    );
    const saved = await save({
      "partners.yaml": partners,
      "offices.yaml": offices,
      // A logo as partners send them: wide, and far smaller than a cover (it fills a 44 px tile).
      [LOGO]: new Uint8Array(await picture(240, 80, "#ea580c").png().toBuffer()),
      [PHOTO]: new Uint8Array(await picture(1500, 1000, "#6b7280").jpeg().toBuffer()),
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect(readFileSync(path.join(drafts, "partners.yaml"), "utf8")).toContain(`src: ${LOGO}`);
    expect(readFileSync(path.join(drafts, "offices.yaml"), "utf8")).toContain(`src: ${PHOTO}`);
  });

  it(
    "a build of those drafts shows the cover resized, with its width, height and srcset whose files exist, and names the share card",
    async () => {
      // Inside the repository (build-*/ is ignored), where the built server finds its packages.
      buildDir = path.resolve(`build-content-images-${process.pid}`);
      const built = await build({ CONTENT_ROOT: drafts, BUILD_DIR: buildDir });
      expect(built.code, built.output.slice(-4000)).toBe(0);
      expect(built.output).toMatch(/Content images: 4 images, \d+ files made, \d+ from the cache/);
      const client = path.join(buildDir!, "client");
      const pageFile = [`resources/blogs/${BLOG}.html`, `resources/blogs/${BLOG}/index.html`]
        .map((file) => path.join(client, file))
        .find(existsSync);
      expect(pageFile).toBeDefined();
      const html = readFileSync(pageFile!, "utf8");
      const img = /<img [^>]*alt="A plain blue test card"[^>]*>/.exec(html)?.[0];
      expect(img).toBeDefined();
      expect([attribute(img!, "width"), attribute(img!, "height"), attribute(img!, "fetchpriority")]).toEqual(["1600", "900", "high"]);
      expect(attribute(img!, "loading")).toBeUndefined();
      expect(attribute(img!, "sizes")).toBeDefined();
      const sources = [...html.matchAll(/<source [^>]*>/g)].map((match) => match[0]);
      const urls = [img!, ...sources].flatMap((tag) => urlsOf(attribute(tag, "srcset") ?? ""));
      expect(urls.length).toBe(9);
      for (const url of [...urls, attribute(img!, "src")!]) {
        expect(url).toMatch(/^\/assets\/images\//);
        expect(existsSync(path.join(client, url)), url).toBe(true);
      }
      const smallest = await sharp(path.join(client, urlsOf(attribute(sources[0]!, "srcset")!)[0]!)).metadata();
      expect([smallest.format, smallest.width, smallest.height]).toEqual(["heif", 640, 360]);

      // The article's JSON-LD names the cover's largest file as its image.
      const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)]
        .map((match) => JSON.parse(match[1]!) as { headline?: string; image?: string })
        .find((data) => data.headline);
      expect(new URL(jsonLd!.image!).pathname).toBe(attribute(img!, "src"));

      const ogImage = /<meta property="og:image" content="([^"]*)"/.exec(html)?.[1];
      expect(ogImage).toMatch(/\/assets\/images\/[0-9a-f]{16}-share\.jpg$/);
      const card = await sharp(path.join(client, new URL(ogImage!).pathname)).metadata();
      expect([card.format, card.width, card.height]).toEqual(["jpeg", 1200, 630]);

      // Its card in the list: the same picture, loaded lazily.
      const listFile = [`resources/blogs.html`, `resources/blogs/index.html`].map((file) => path.join(client, file)).find(existsSync);
      const listImg = /<img [^>]*alt="A plain blue test card"[^>]*>/.exec(readFileSync(listFile!, "utf8"))?.[0];
      expect(listImg).toBeDefined();
      expect([attribute(listImg!, "loading"), attribute(listImg!, "width"), attribute(listImg!, "height")]).toEqual([
        "lazy",
        "1600",
        "900",
      ]);

      // The partner's logo on its card, in place of its initials, and the office's photograph on the map's card:
      // sized, lazy, each srcset's files written. The other partners keep their initials' tiles.
      const builtPage = (name: string) =>
        readFileSync([`${name}.html`, `${name}/index.html`].map((file) => path.join(client, file)).find(existsSync)!, "utf8");
      const partnership = builtPage("partnership");
      const footprint = builtPage("global-footprint");
      for (const [html, alt, size] of [
        [partnership, "A plain orange test logo", ["240", "80"]],
        [footprint, "A plain grey test building", ["1500", "1000"]],
      ] as const) {
        const tag = new RegExp(`<img [^>]*alt="${alt}"[^>]*>`).exec(html)?.[0];
        expect(tag, alt).toBeDefined();
        expect([attribute(tag!, "width"), attribute(tag!, "height"), attribute(tag!, "loading")]).toEqual([...size, "lazy"]);
        for (const url of urlsOf(attribute(tag!, "srcset")!)) expect(existsSync(path.join(client, url)), url).toBe(true);
      }
      expect([...partnership.matchAll(/data-partner-mark=""/g)]).toHaveLength(11);
    },
    BUILD_TIMEOUT,
  );
});
