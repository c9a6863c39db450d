// The preview route's loader as the server calls it, with a stand-in for the render worker: what it does with each
// kind of answer. The real worker and build are exercised by tests/integration/content-preview.test.ts.
import { afterEach, describe, expect, it } from "vitest";
import type { Route } from "./+types/route";
import { loader as unguardedLoader } from "./route";
import { servedContext } from "#tests/fixtures/served-context.ts";
import { staffPaths } from "#shared/staff-paths.ts";
import type { ContentPreview, RenderAnswer } from "#server/preview/content-preview.ts";
import { testRuntime } from "#tests/fixtures/leads.ts";
import { createStaffSession, throughStaffGuard } from "#tests/fixtures/staff.ts";

// As React Router runs it: the staff guard (its middleware) first.
const loader = throughStaffGuard(unguardedLoader);

let env: Awaited<ReturnType<typeof testRuntime>> | undefined;
afterEach(async () => {
  await env?.close();
  env = undefined;
});

/** Loads `publicPath`'s preview as an editor, the worker answering `answer`; returns the response and the URLs asked. */
async function previewWith(publicPath: string, answer: RenderAnswer | undefined, images: Record<string, Uint8Array<ArrayBuffer>> = {}) {
  env = await testRuntime();
  const { cookie } = await createStaffSession(env.runtime.db, { email: "editor-route@lumenor.example", role: "editor" });
  const asked: string[] = [];
  const contentPreview: ContentPreview | undefined = answer && {
    render: (url) => (asked.push(url), Promise.resolve(answer)),
    draftImage: (file) => images[file],
    stop: () => {},
  };
  const address = publicPath.startsWith("images/") ? staffPaths.contentPreviewImage(publicPath) : staffPaths.contentPreview(publicPath);
  const request = new Request(`http://127.0.0.1:3000${address}`, { headers: { cookie } });
  const context = servedContext({ leads: env.runtime, contentPreview });
  let response: Response;
  try {
    response = (await loader({ request, context, params: {} } as unknown as Route.LoaderArgs)) as Response;
  } catch (thrown) {
    response = thrown as Response;
  }
  return { response, asked };
}

const page = (body: string, status = 200, contentType = "text/html; charset=utf-8"): RenderAnswer => ({
  kind: "page",
  status,
  contentType,
  location: null,
  body,
});

describe("the content preview's loader", () => {
  it("asks the worker for the public path with its query, and answers the page with the bar and without scripts", async () => {
    const { response, asked } = await previewWith(
      "/services?family=data",
      page('<!DOCTYPE html><html><body><main>Drafted</main><script src="/assets/entry.js"></script></body></html>'),
    );
    expect(asked).toEqual(["http://127.0.0.1:3000/services?family=data"]);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html.match(/<!DOCTYPE html>/gi)).toHaveLength(1);
    expect(html).toContain("Preview: not published");
    expect(html).toContain("<main>Drafted</main>");
    expect(html).not.toContain("<script");
  });

  it("previews the home page at the bare prefix", async () => {
    const { asked } = await previewWith("/", page("<html><body></body></html>"));
    expect(asked).toEqual(["http://127.0.0.1:3000/"]);
  });

  it("keeps the status of a missing page", async () => {
    const { response } = await previewWith("/no-such-page", page("<html><body>Not found</body></html>", 404));
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Preview: not published");
  });

  it("follows a redirect of the public site inside the preview", async () => {
    const moved: RenderAnswer = { kind: "page", status: 301, contentType: "text/plain", location: "/services/new", body: "" };
    const { response } = await previewWith("/services/old", moved);
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(staffPaths.contentPreview("/services/new"));
  });

  it("passes a file that is not a page (a feed) through as it is", async () => {
    const { response } = await previewWith("/resources/feed.xml", page("<feed/>", 200, "application/atom+xml"));
    expect(response.headers.get("content-type")).toBe("application/atom+xml");
    expect(await response.text()).toBe("<feed/>");
  });

  it("says what is wrong when the drafts cannot be rendered", async () => {
    const { response } = await previewWith("/services/x", {
      kind: "problem",
      message: "Invalid content in services/x.yaml:\n  - title: Required",
    });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain("services/x.yaml");
    expect(html).toContain("title: Required");
  });

  it("never renders staff pages, data requests or another host's address, and says when no build is there to render with", async () => {
    for (const path of [staffPaths.leads, "/services.data", "//elsewhere.example/page"]) {
      const { response, asked } = await previewWith(path, page("<html><body>secret</body></html>"));
      expect(response.status, path).toBe(404);
      expect(asked, path).toEqual([]);
      await env?.close();
      env = undefined;
    }
    const { response } = await previewWith("/services", undefined);
    expect(response.status).toBe(503);
  });

  it("serves an image saved in the drafts, typed by its bytes, without rendering a page; a missing or disguised one is a 404", async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const cover = "images/blogs/a-post/cover/src.png";
    const disguised = "images/blogs/a-post/cover/other.png";
    const images = { [cover]: png, [disguised]: new Uint8Array(Buffer.from("<svg onload=alert(1)>")) };
    const { response, asked } = await previewWith(cover, page("<html></html>"), images);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(png);
    expect(asked).toEqual([]);
    for (const file of [disguised, "images/blogs/a-post/cover/missing.png"]) {
      await env?.close();
      const { response: refused } = await previewWith(file, page("<html></html>"), images);
      expect(refused.status, file).toBe(404);
      expect(await refused.text()).toBe("No saved image has that path.");
    }
  });
});
